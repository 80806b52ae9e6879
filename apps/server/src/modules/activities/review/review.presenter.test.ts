import { describe, expect, it } from 'vitest';
import { presentSubmission } from './review.presenter.js';

type Student = Parameters<typeof presentSubmission>[0];
type Attempt = NonNullable<Parameters<typeof presentSubmission>[1]>;

const student = { id: 10, token: 't10', firstName: 'Ada', lastName: 'Byron' } as Student;

describe('presentSubmission', () => {
  it('shows a student without an attempt as not started, or not done once the work closed', () => {
    const open = presentSubmission(student, undefined, null, false);
    expect(open.progress).toBe('NS');
    const unset = ['answer_header_id', 'status', 'score', 'marking_state', 'started_at'] as const;
    for (const key of unset) expect(open[key]).toBeNull();
    expect([open.attempts, open.time_spent_ms, open.submitted_at]).toEqual([0, 0, null]);
    expect(presentSubmission(student, undefined, null, true).progress).toBe('N');
  });

  it('gives a draft no marking state or score, and dates it', () => {
    const draft = {
      id: 50,
      status: 'DR',
      attemptNumber: 1,
      attempts: 1,
      timeSpentMs: 1200,
      startedAt: new Date('2026-03-01T09:00:00Z'),
      submittedAt: null,
    } as unknown as Attempt;
    expect(
      presentSubmission(student, draft, { markingState: 'marking' } as never, false),
    ).toMatchObject({
      progress: 'I',
      answer_header_id: 50,
      score: null,
      marking_state: null,
      started_at: '2026-03-01T09:00:00.000Z',
      submitted_at: null,
    });
  });
});
