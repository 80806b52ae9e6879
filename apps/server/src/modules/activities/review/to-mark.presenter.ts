import { activities as contract } from '@kitlab/contract';

/** A hand-in waiting for marks, with where it is marked. */
interface HandedIn {
  submittedAt: Date | null;
  kitToken: string;
  activityId: number;
  activityTitle: string;
  activityType: contract.ToMarkGroup['activity_type'];
  classId: number;
  className: string;
}

/** Groups the hand-ins by activity and class, longest-waiting first. */
function groupsOf(waiting: readonly HandedIn[]): contract.ToMarkGroup[] {
  const groups = new Map<string, contract.ToMarkGroup>();
  for (const row of waiting) {
    const key = `${row.activityId}:${row.classId}`;
    const handedInAt = (row.submittedAt ?? new Date(0)).toISOString();
    const group = groups.get(key);
    if (group) {
      group.to_mark += 1;
      if (handedInAt < group.oldest_handed_in_at) group.oldest_handed_in_at = handedInAt;
      continue;
    }
    groups.set(key, {
      kit_token: row.kitToken,
      activity_id: row.activityId,
      activity_title: row.activityTitle,
      activity_type: row.activityType,
      class_id: row.classId,
      class_name: row.className,
      to_mark: 1,
      oldest_handed_in_at: handedInAt,
    });
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.oldest_handed_in_at.localeCompare(b.oldest_handed_in_at) ||
      a.activity_id - b.activity_id ||
      a.class_id - b.class_id,
  );
}

/** How many hand-ins wait for marking, and the first groups of them to show. */
export function presentToMark(waiting: readonly HandedIn[]) {
  return {
    total: waiting.length,
    groups: groupsOf(waiting).slice(0, contract.TO_MARK_GROUPS_MAX),
  };
}
