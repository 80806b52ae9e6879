import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarkingState } from './marking.js';
import {
  ATTEMPT_STATUSES,
  type AttemptStatus,
  activityProgress,
  PROGRESS_CODES,
  type QuestionOutcome,
  questionProgress,
  quizQuestionOutcome,
} from './progress.js';

const attemptStatus = fc.constantFrom<AttemptStatus | null>(null, ...ATTEMPT_STATUSES);
const outcome: fc.Arbitrary<QuestionOutcome> = fc.oneof(
  fc.constant({ kind: 'unanswered' as const }),
  fc.boolean().map((correct) => ({ kind: 'choice' as const, correct })),
  fc.tuple(fc.nat(10), fc.option(fc.nat(10))).map(([marks, given]) => ({
    kind: 'response' as const,
    marks,
    marksObtained: given === null ? null : Math.min(given, marks),
  })),
);

describe('questionProgress', () => {
  it('is NS, not started yet, while there is no attempt', () => {
    expect(questionProgress(null, { kind: 'unanswered' })).toBe('NS');
    expect(questionProgress(null, { kind: 'choice', correct: true })).toBe('NS');
  });

  it('is N, not attempted, for a question the attempt leaves unanswered', () => {
    expect(questionProgress('DR', { kind: 'unanswered' })).toBe('N');
    expect(questionProgress('S', { kind: 'unanswered' })).toBe('N');
  });

  it('is C or W for a quiz answer, as soon as it is given', () => {
    for (const attempt of ATTEMPT_STATUSES) {
      expect(questionProgress(attempt, { kind: 'choice', correct: true })).toBe('C');
      expect(questionProgress(attempt, { kind: 'choice', correct: false })).toBe('W');
    }
  });

  it('is A for a response waiting for its marks', () => {
    expect(questionProgress('DR', { kind: 'response', marks: 4, marksObtained: null })).toBe('A');
    expect(questionProgress('S', { kind: 'response', marks: 4, marksObtained: null })).toBe('A');
  });

  it('is C for full marks, W for none and A for part of them', () => {
    expect(questionProgress('S', { kind: 'response', marks: 4, marksObtained: 4 })).toBe('C');
    expect(questionProgress('S', { kind: 'response', marks: 4, marksObtained: 0 })).toBe('W');
    expect(questionProgress('S', { kind: 'response', marks: 4, marksObtained: 1 })).toBe('A');
    expect(questionProgress('S', { kind: 'response', marks: 4, marksObtained: 3 })).toBe('A');
  });

  it('is C for a step that carries no marks once a teacher has marked it', () => {
    expect(questionProgress('S', { kind: 'response', marks: 0, marksObtained: 0 })).toBe('C');
  });

  it('is NS exactly when there is no attempt, and always one of the codes', () => {
    fc.assert(
      fc.property(attemptStatus, outcome, (attempt, answer) => {
        const code = questionProgress(attempt, answer);
        expect(PROGRESS_CODES).toContain(code);
        expect(code === 'NS').toBe(attempt === null);
        expect(code === 'I').toBe(false);
      }),
    );
  });
});

describe('quizQuestionOutcome', () => {
  const result = { questionId: 1, marks: 2, marksObtained: 0, selectedOptionIds: [] };

  it('reads a scored question as unanswered, right or wrong', () => {
    expect(quizQuestionOutcome({ ...result, answered: false, correct: false })).toEqual({
      kind: 'unanswered',
    });
    expect(quizQuestionOutcome({ ...result, answered: true, correct: true })).toEqual({
      kind: 'choice',
      correct: true,
    });
    expect(quizQuestionOutcome({ ...result, answered: true, correct: false })).toEqual({
      kind: 'choice',
      correct: false,
    });
  });
});

describe('activityProgress', () => {
  it('is NS without an attempt while the work is open, and N once it is closed', () => {
    expect(activityProgress({ attempt: null })).toBe('NS');
    expect(activityProgress({ attempt: null, closed: false })).toBe('NS');
    expect(activityProgress({ attempt: null, closed: true })).toBe('N');
  });

  it('is I for a draft attempt, whatever else is known', () => {
    expect(activityProgress({ attempt: 'DR' })).toBe('I');
    expect(activityProgress({ attempt: 'DR', markingState: 'marked', closed: true })).toBe('I');
  });

  it('is C for a submitted quiz', () => {
    expect(activityProgress({ attempt: 'S' })).toBe('C');
    expect(activityProgress({ attempt: 'S', markingState: null })).toBe('C');
  });

  it('is A for submitted work waiting for marks, and C once fully marked', () => {
    expect(activityProgress({ attempt: 'S', markingState: 'unmarked' })).toBe('A');
    expect(activityProgress({ attempt: 'S', markingState: 'partly_marked' })).toBe('A');
    expect(activityProgress({ attempt: 'S', markingState: 'marked' })).toBe('C');
  });

  it('never says W, and says NS or N only without an attempt', () => {
    const markingState = fc.constantFrom<MarkingState | null | undefined>(
      undefined,
      null,
      'unmarked',
      'partly_marked',
      'marked',
    );
    fc.assert(
      fc.property(attemptStatus, markingState, fc.boolean(), (attempt, marking, closed) => {
        const code = activityProgress({ attempt, markingState: marking, closed });
        expect(code).not.toBe('W');
        expect(code === 'NS' || code === 'N').toBe(attempt === null);
      }),
    );
  });
});
