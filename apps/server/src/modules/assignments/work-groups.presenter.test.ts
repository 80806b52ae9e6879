import { describe, expect, it } from 'vitest';
import { presentWorkGroup } from './work-groups.presenter.js';

type Assignment = Parameters<typeof presentWorkGroup>[1][number];

const assignment = (id: number, completed: number, total: number) =>
  ({
    assignment_id: id,
    kit_id: 3,
    kit_token: 'k3',
    kit_title: 'Motion',
    activity: null,
    progress: { completed, total },
  }) as unknown as Assignment;

describe('presentWorkGroup', () => {
  it('names the work by its first assignment and sums the progress of all', () => {
    const lastAssigned = new Date('2026-03-01T09:00:00Z');
    const shown = presentWorkGroup({ lastAssigned }, [assignment(1, 2, 5), assignment(2, 4, 6)]);
    expect(shown).toMatchObject({
      kit_id: 3,
      activity_id: null,
      activity_title: null,
      last_assigned_at: '2026-03-01T09:00:00.000Z',
      progress: { completed: 6, total: 11 },
    });
    expect(shown.assignments).toHaveLength(2);
  });
});
