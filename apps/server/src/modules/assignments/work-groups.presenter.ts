import type { AssignmentReader } from './assignment-reader.service.js';

type PresentedAssignment = Awaited<ReturnType<AssignmentReader['assignments']>>[number];

/**
 * One piece of work (a kit, or one of its activities) set to several classes: named by its first
 * assignment, its progress summed over all of them.
 */
export function presentWorkGroup(
  group: { lastAssigned: Date },
  own: [PresentedAssignment, ...PresentedAssignment[]],
) {
  const [first] = own;
  const sum = (pick: (a: PresentedAssignment) => number) =>
    own.reduce((total, a) => total + pick(a), 0);
  return {
    kit_id: first.kit_id,
    kit_token: first.kit_token,
    kit_title: first.kit_title,
    activity_id: first.activity?.activity_id ?? null,
    activity_title: first.activity?.title ?? null,
    last_assigned_at: group.lastAssigned.toISOString(),
    progress: {
      completed: sum((a) => a.progress.completed),
      total: sum((a) => a.progress.total),
    },
    assignments: own,
  };
}
