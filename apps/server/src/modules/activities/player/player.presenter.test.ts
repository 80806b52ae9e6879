import { describe, expect, it } from 'vitest';
import { presentActivityScores } from './player.presenter.js';

type Args = Parameters<typeof presentActivityScores>;
type Attempt = Args[2][number];

const quiz = { activity: { id: 5, activityType: 'quiz' }, details: [] } as unknown as Args[4];
const attempt = (id: number, status: 'DR' | 'S', submittedAt: Date | null) =>
  ({
    id,
    attemptNumber: id,
    status,
    submittedAt,
    marksObtained: 3,
    totalMarks: 4,
  }) as unknown as Attempt;

describe('presentActivityScores', () => {
  it('scores each handed-in attempt first to latest, and no draft', () => {
    const handedIn = new Date('2026-03-01T09:00:00Z');
    const shown = presentActivityScores(
      5,
      'latest',
      [attempt(1, 'S', handedIn), attempt(2, 'DR', null)],
      [],
      quiz,
    );
    expect(shown.activity_id).toBe(5);
    expect(shown.latest).toBe('latest');
    const [first, second] = shown.attempts;
    expect(first).toMatchObject({ attempt_number: 1, submitted_at: '2026-03-01T09:00:00.000Z' });
    expect(first?.score).not.toBeNull();
    expect(second).toMatchObject({ status: 'DR', submitted_at: null, score: null });
  });
});
