import type { activities } from '@kitlab/contract';
import { Alert, Stack, Text } from '@mantine/core';

function titleOf(
  returnedItemId: number | null,
  shownOn: number | undefined,
  labelOf: ((itemId: number) => string | null) | undefined,
): string {
  if (shownOn !== undefined) return 'Your teacher returned this for you to redo';
  if (returnedItemId === null) return 'Your teacher returned this work for you to redo';
  const label = labelOf?.(returnedItemId);
  return label
    ? `Your teacher returned ${label} for you to redo`
    : 'Your teacher returned part of this work for you to redo';
}

/**
 * The teacher's notes on work handed back for redo that is still with the student: on the step
 * or question itself (`itemId`), or, without one, every open return of the attempt, each naming
 * what was returned when `labelOf` knows it ("step 2 (Measure the melt)").
 */
export function ReturnedNotes({
  returns,
  itemId,
  labelOf,
}: {
  returns: readonly activities.ReturnedWork[];
  itemId?: number;
  labelOf?: (itemId: number) => string | null;
}) {
  const open = returns.filter(
    (r) =>
      r.handed_in_again_at === null && (itemId === undefined || r.activity_detail_id === itemId),
  );
  if (open.length === 0) return null;
  return (
    <Stack gap="xs">
      {open.map((returned) => (
        <Alert
          key={returned.return_id}
          color="blue"
          variant="light"
          title={titleOf(returned.activity_detail_id, itemId, labelOf)}
          data-testid="returned-note"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {returned.note}
          </Text>
          {itemId === undefined ? (
            <Text size="sm" mt={4}>
              Change what was returned, then hand the work in again.
            </Text>
          ) : null}
        </Alert>
      ))}
    </Stack>
  );
}
