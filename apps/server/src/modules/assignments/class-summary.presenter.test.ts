import { describe, expect, it } from 'vitest';
import { type ClassCompletion, presentClassCompletion } from './class-summary.presenter.js';
import type { KitFacts } from './kit-facts.cache.js';

const kit = { id: 3, title: 'Motion', activities: [] } as unknown as KitFacts;
const row = (id: number, state: string) =>
  ({
    id,
    kitId: 3,
    activityId: null,
    state,
    dueDate: '2026-03-10',
  }) as ClassCompletion['rows'][number];
type LatestWork = ClassCompletion['students'][number]['latestWork'];
const student = (id: number, latestWork: LatestWork = null) =>
  ({
    id,
    token: `t${id}`,
    firstName: 'A',
    lastName: 'B',
    submitted: [],
    latestWork,
  }) as ClassCompletion['students'][number];

const completion = (latestWork: LatestWork = null): ClassCompletion => ({
  schoolClass: { id: 100, name: '8A' },
  rows: [row(1, 'active'), row(2, 'completed'), row(3, 'active')],
  kits: new Map([[3, kit]]),
  students: [student(10), student(11, latestWork)],
  completedByAssignment: new Map([
    [1, 2],
    [2, 1],
  ]),
  completedByStudent: new Map([[10, 2]]),
});

describe('presentClassCompletion', () => {
  it('counts open and completed assignments and the share of work completed', () => {
    const shown = presentClassCompletion(completion());
    expect(shown).toMatchObject({
      student_count: 2,
      open_assignments: 2,
      completed_assignments: 1,
      completion_percentage: 50,
    });
    expect(shown.results.map((r) => r.progress)).toEqual([
      { completed: 2, total: 2 },
      { completed: 1, total: 2 },
      { completed: 0, total: 2 },
    ]);
  });

  it('gives each student their completed count, zero when none', () => {
    const shown = presentClassCompletion(completion());
    expect(shown.students.map((s) => s.completed_assignments)).toEqual([2, 0]);
  });

  it('shows latest work only where it was read, dated at the epoch when never submitted', () => {
    const draft = {
      activityId: 5,
      title: 'Quiz',
      answerHeaderId: 50,
      kitToken: 'k3',
      submittedAt: null,
    } as LatestWork;
    const shown = presentClassCompletion(completion(draft));
    expect(shown.students[0]?.latest_work).toBeNull();
    expect(shown.students[1]?.latest_work?.submitted_at).toBe('1970-01-01T00:00:00.000Z');
  });
});
