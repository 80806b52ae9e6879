import { describe, expect, it } from 'vitest';
import { optionMark, verdictOf } from './review';

const answer = (over: Partial<Parameters<typeof verdictOf>[0] & object> = {}) => ({
  answer: [1],
  correct: true,
  marks_obtained: 1,
  progress: 'C' as const,
  ...over,
});

describe('verdictOf', () => {
  it('reads a quiz answer as right, wrong or unanswered', () => {
    expect(verdictOf(answer(), 'quiz')).toBe('right');
    expect(verdictOf(answer({ correct: false, progress: 'W' }), 'quiz')).toBe('wrong');
    expect(verdictOf(answer({ answer: [] }), 'quiz')).toBe('unanswered');
    expect(verdictOf(undefined, 'quiz')).toBe('unanswered');
  });

  it('reads a quiz answer whose mark the teacher changed as changed, not wrong', () => {
    const override = { automatic_marks: 0, reason: 'Fair reading', overridden_at: '2030-03-10' };
    expect(verdictOf(answer({ correct: false, progress: 'W', override }), 'quiz')).toBe('changed');
    expect(verdictOf(answer({ correct: false, progress: 'W', override: null }), 'quiz')).toBe(
      'wrong',
    );
  });

  it('reads marked work as marked, waiting for the teacher, or empty', () => {
    expect(verdictOf(answer({ correct: null, marks_obtained: 0 }), 'marked')).toBe('marked');
    expect(
      verdictOf(answer({ correct: null, marks_obtained: null, progress: 'A' }), 'marked'),
    ).toBe('waiting');
    expect(
      verdictOf(answer({ correct: null, marks_obtained: null, progress: 'N' }), 'marked'),
    ).toBe('unanswered');
    expect(verdictOf(undefined, 'marked')).toBe('unanswered');
  });
});

describe('optionMark', () => {
  it('shows what was chosen against the answer key', () => {
    expect(optionMark(1, true, [1])).toBe('chosen-right');
    expect(optionMark(2, false, [2])).toBe('chosen-wrong');
    expect(optionMark(3, true, [2])).toBe('missed');
    expect(optionMark(4, false, [2])).toBe('plain');
  });
});
