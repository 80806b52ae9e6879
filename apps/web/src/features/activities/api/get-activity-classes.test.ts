import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../../lib/test-query-client';
import { assignmentKeys } from '../../assignments';
import { activityClassesQuery } from './get-activity-classes';

describe('activityClassesQuery', () => {
  it('goes stale with the assignment lists, which every change to assignments refreshes', async () => {
    const client = testQueryClient();
    const { queryKey } = activityClassesQuery('kit-token', 7);
    client.setQueryData(queryKey, { kit_id: 3, results: [] });
    await client.invalidateQueries({ queryKey: assignmentKeys.lists() });
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it('keeps the classes whose work in a subject the teacher teaches there covers the activity', () => {
    const work = (assignment_id: number, in_your_subjects = true) => ({
      assignment_id,
      activity_id: null,
      due_date: '2030-03-20',
      state: 'active' as const,
      in_your_subjects,
    });
    const schoolClass = (
      class_id: number,
      list: ReturnType<typeof work>[],
      covered_by: number[],
    ) => ({
      class_id,
      class_name: `${class_id}`,
      subject_name: 'Science',
      status: 'Assigned' as const,
      assignments: list,
      can_assign: covered_by.length === 0,
      covered_by,
    });
    const { select } = activityClassesQuery('kit-token', 7);
    const results = [
      schoolClass(1, [work(11)], [11]),
      schoolClass(2, [work(12, false), work(13)], [12, 13]),
      schoolClass(3, [], []),
      // Covered by work another subject's teacher gave: its submissions are not this teacher's.
      schoolClass(4, [work(14, false)], [14]),
      // The teacher's own work there is for another activity of the kit.
      schoolClass(5, [work(15)], []),
    ];
    expect(select?.({ kit_id: 3, results }).map((c) => c.class_id)).toEqual([1, 2]);
  });
});
