import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { assignmentKeys } from '../../assignments';
import { activityClassesQuery } from './get-activity-classes';

describe('activityClassesQuery', () => {
  it('goes stale with the assignment lists, which every change to assignments refreshes', async () => {
    const client = new QueryClient();
    const { queryKey } = activityClassesQuery('kit-token', 7);
    client.setQueryData(queryKey, { kit_id: 3, results: [] });
    await client.invalidateQueries({ queryKey: assignmentKeys.lists() });
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it('keeps the classes whose work the server says covers the activity', () => {
    const schoolClass = (class_id: number, covered_by: number[]) => ({
      class_id,
      class_name: `${class_id}`,
      subject_name: 'Science',
      status: 'Assigned' as const,
      assignments: [],
      can_assign: covered_by.length === 0,
      covered_by,
    });
    const { select } = activityClassesQuery('kit-token', 7);
    const results = [schoolClass(1, [11]), schoolClass(2, [12, 13]), schoolClass(3, [])];
    expect(select?.({ kit_id: 3, results }).map((c) => c.class_id)).toEqual([1, 2]);
  });
});
