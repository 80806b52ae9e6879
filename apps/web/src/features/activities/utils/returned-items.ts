import type { activities } from '@kitlab/contract';

/** The questions or steps returned one by one that are still with the student. */
export function openReturnedItemIds(returns: readonly activities.ReturnedWork[]): Set<number> {
  return new Set(
    returns.flatMap((r) =>
      r.handed_in_again_at === null && r.activity_detail_id !== null ? [r.activity_detail_id] : [],
    ),
  );
}

/**
 * Whether an item stays as it was handed in while work is back with the student: only what the
 * teacher returned can change (the server refuses the rest), and everything when the whole
 * attempt was returned or nothing is.
 */
export function isKeptAsHandedIn(
  returns: readonly activities.ReturnedWork[],
  itemId: number,
): boolean {
  const open = returns.filter((r) => r.handed_in_again_at === null);
  if (open.length === 0) return false;
  return !open.some((r) => r.activity_detail_id === null || r.activity_detail_id === itemId);
}
