import { describe, expect, it } from 'vitest';
import { presentActivityStats, presentClassProgress } from './progress.presenter.js';

type StudentRow = Parameters<typeof presentClassProgress>[1][number];
type StatsRow = Parameters<typeof presentActivityStats>[1][number];

const finishedAt = new Date('2026-03-02T10:00:00Z');
const student = (id: number, submitted: number, covered = 2): StudentRow =>
  ({
    id,
    token: `token-${id}`,
    firstName: `First ${id}`,
    lastName: `Last ${id}`,
    covered,
    submitted,
    completedAt: finishedAt,
  }) as StudentRow;

describe('presentClassProgress', () => {
  const shown = presentClassProgress(9, [student(1, 1), student(2, 3), student(3, 0)], [
    { studentId: 1, activityId: 5, title: 'Quiz', answerHeaderId: 50, status: 'D' },
    { studentId: 2, activityId: 5, title: 'Quiz', answerHeaderId: 51, status: 'S' },
  ] as Parameters<typeof presentClassProgress>[2]);

  it('puts the completed first and keeps the given order otherwise', () => {
    expect(shown.results.map((s) => s.user_token)).toEqual(['token-2', 'token-1', 'token-3']);
    expect(shown.progress).toEqual({ completed: 1, total: 3 });
  });

  it('dates completion only once complete and caps submissions at the covered activities', () => {
    const [done, halfway] = shown.results;
    expect(done).toMatchObject({ completed: true, completed_at: finishedAt.toISOString() });
    expect(done?.submitted_activities).toBe(2);
    expect(halfway).toMatchObject({ completed: false, completed_at: null });
  });

  it('gives each student only their own work, submitted when it was sent', () => {
    const [done, halfway, none] = shown.results;
    expect(done?.work).toEqual([
      { activity_id: 5, title: 'Quiz', answer_header_id: 51, submitted: true },
    ]);
    expect(halfway?.work[0]?.submitted).toBe(false);
    expect(none?.work).toEqual([]);
  });
});

describe('presentActivityStats', () => {
  it('splits the class into not started, under way and submitted', () => {
    const row = {
      id: 5,
      title: 'Quiz',
      activityType: 'quiz',
      students: 10,
      attempted: 6,
      submitted: 4,
      average: null,
    } as StatsRow;
    expect(presentActivityStats(9, [row]).results[0]).toMatchObject({
      total_students: 10,
      not_started: 4,
      in_progress: 2,
      submitted: 4,
      average_percentage: null,
    });
  });
});
