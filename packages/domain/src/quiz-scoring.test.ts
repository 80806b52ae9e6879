import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  indexQuizKey,
  type QuizQuestionKey,
  type QuizScore,
  type QuizSelection,
  scoreQuiz,
  scoreSelections,
} from './quiz-scoring.js';
import type { Result } from './result.js';

const single = (questionId: number, marks: number, options: number[], correct: number) => ({
  questionId,
  choice: 'single' as const,
  marks,
  optionIds: options,
  correctOptionIds: [correct],
});
const multiple = (questionId: number, marks: number, options: number[], correct: number[]) => ({
  questionId,
  choice: 'multiple' as const,
  marks,
  optionIds: options,
  correctOptionIds: correct,
});

/** Q1 (2 marks) single: 11 right; Q2 (3 marks) multiple: 21 and 23 right; Q3 (1 mark) single. */
const quiz: QuizQuestionKey[] = [
  single(1, 2, [11, 12, 13], 11),
  multiple(2, 3, [21, 22, 23, 24], [21, 23]),
  single(3, 1, [31, 32], 32),
];

function scored<E>(result: Result<QuizScore, E>): QuizScore {
  if (!result.ok) throw new Error(`Expected a score, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('scoreQuiz', () => {
  it('gives each question its marks when the chosen options are exactly the correct ones', () => {
    const score = scored(
      scoreQuiz(quiz, [
        { questionId: 1, optionIds: [11] },
        { questionId: 2, optionIds: [23, 21] },
        { questionId: 3, optionIds: [31] },
      ]),
    );
    expect(score.questions).toEqual([
      {
        questionId: 1,
        answered: true,
        correct: true,
        marks: 2,
        marksObtained: 2,
        selectedOptionIds: [11],
      },
      {
        questionId: 2,
        answered: true,
        correct: true,
        marks: 3,
        marksObtained: 3,
        selectedOptionIds: [21, 23],
      },
      {
        questionId: 3,
        answered: true,
        correct: false,
        marks: 1,
        marksObtained: 0,
        selectedOptionIds: [31],
      },
    ]);
    expect(score).toMatchObject({ marksObtained: 5, totalMarks: 6, percentage: 83.3 });
  });

  it('gives nothing for a multiple choice with a correct option missing or a wrong one added', () => {
    for (const optionIds of [[21], [21, 22, 23], [21, 23, 24], [22, 24]]) {
      const score = scored(scoreQuiz(quiz, [{ questionId: 2, optionIds }]));
      expect(score.questions[1]).toMatchObject({ answered: true, correct: false });
      expect(score.marksObtained).toBe(0);
    }
  });

  it('counts questions without a selection, or with an empty one, as unanswered', () => {
    const score = scored(scoreQuiz(quiz, [{ questionId: 3, optionIds: [] }]));
    expect(score.questions.map((q) => q.answered)).toEqual([false, false, false]);
    expect(score).toMatchObject({ marksObtained: 0, totalMarks: 6, percentage: 0 });
  });

  it('reads an option chosen twice as chosen once', () => {
    const score = scored(scoreQuiz(quiz, [{ questionId: 1, optionIds: [11, 11] }]));
    expect(score.questions[0]).toMatchObject({ correct: true, selectedOptionIds: [11] });
  });

  it('has no percentage for a quiz without marks', () => {
    expect(scored(scoreQuiz([], []))).toEqual({
      marksObtained: 0,
      totalMarks: 0,
      percentage: null,
      questions: [],
    });
  });

  it('rejects an option of another question, naming the question it belongs to', () => {
    expect(scoreQuiz(quiz, [{ questionId: 1, optionIds: [21] }])).toEqual({
      ok: false,
      errors: [
        { code: 'option_of_other_question', questionId: 1, optionId: 21, ownerQuestionId: 2 },
      ],
    });
  });

  it('lists every problem of a rejected set', () => {
    const result = scoreQuiz(quiz, [
      { questionId: 9, optionIds: [11] },
      { questionId: 1, optionIds: [11, 12, 99] },
      { questionId: 3, optionIds: [32] },
      { questionId: 3, optionIds: [31] },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'unknown_question', questionId: 9 },
        { code: 'unknown_option', questionId: 1, optionId: 99 },
        { code: 'too_many_options', questionId: 1, count: 3 },
        { code: 'duplicate_answer', questionId: 3 },
      ],
    });
  });

  it('refuses a broken key', () => {
    expect(() => scoreQuiz([single(1, 1, [11], 12)], [])).toThrow(RangeError);
    expect(() => scoreQuiz([single(1, 1, [11], 11), single(2, 1, [11], 11)], [])).toThrow(
      RangeError,
    );
    expect(() => scoreQuiz([single(1, 1, [11], 11), single(1, 1, [12], 12)], [])).toThrow(
      RangeError,
    );
    expect(() => scoreQuiz([single(1, -1, [11], 11)], [])).toThrow(RangeError);
    expect(() => scoreQuiz([multiple(1, 1, [11, 12], [])], [])).toThrow(RangeError);
    expect(() => scoreQuiz([multiple(1, 1, [11, 12], [11, 12])], [])).not.toThrow();
    expect(() =>
      scoreQuiz([{ ...single(1, 1, [11, 12], 11), correctOptionIds: [11, 12] }], []),
    ).toThrow(RangeError);
  });
});

/** A quiz of 0 to 8 questions with distinct option ids, and any valid set of selections. */
const quizKey = fc
  .array(
    fc.record({
      choice: fc.constantFrom('single' as const, 'multiple' as const),
      marks: fc.integer({ min: 0, max: 10 }),
      flags: fc.array(fc.boolean(), { minLength: 2, maxLength: 6 }),
    }),
    { maxLength: 8 },
  )
  .map((questions) =>
    questions.map(({ choice, marks, flags }, index): QuizQuestionKey => {
      const optionIds = flags.map((_, option) => (index + 1) * 10 + option);
      const flagged = optionIds.filter((_, option) => flags[option]);
      const correct = flagged.length > 0 ? flagged : optionIds.slice(0, 1);
      return {
        questionId: index + 1,
        choice,
        marks,
        optionIds,
        correctOptionIds: choice === 'single' ? correct.slice(0, 1) : correct,
      };
    }),
  );

const quizWithSelections = quizKey.chain((key) =>
  fc.tuple(
    fc.constant(key),
    fc
      .tuple(
        ...key.map((q) =>
          q.choice === 'single'
            ? fc.subarray([...q.optionIds], { maxLength: 1 })
            : fc.subarray([...q.optionIds]),
        ),
      )
      .map((chosen) =>
        key.map((q, index) => ({ questionId: q.questionId, optionIds: chosen[index] ?? [] })),
      ),
  ),
);

const correctSelection = (q: QuizQuestionKey): QuizSelection => ({
  questionId: q.questionId,
  optionIds: q.correctOptionIds,
});

describe('scoreQuiz properties', () => {
  it('keeps marks obtained within 0 and the total, and the percentage within 0 and 100', () => {
    fc.assert(
      fc.property(quizWithSelections, ([key, selections]) => {
        const score = scored(scoreQuiz(key, selections));
        expect(score.marksObtained).toBeGreaterThanOrEqual(0);
        expect(score.marksObtained).toBeLessThanOrEqual(score.totalMarks);
        if (score.totalMarks === 0) expect(score.percentage).toBeNull();
        else {
          expect(score.percentage).toBeGreaterThanOrEqual(0);
          expect(score.percentage).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('gives 100 when everything is right and 0 when nothing is answered', () => {
    fc.assert(
      fc.property(quizKey, (key) => {
        fc.pre(key.some((q) => q.marks > 0));
        expect(scored(scoreQuiz(key, key.map(correctSelection))).percentage).toBe(100);
        expect(scored(scoreQuiz(key, [])).percentage).toBe(0);
      }),
    );
  });

  it('never lowers the score when an answer is made correct', () => {
    fc.assert(
      fc.property(quizWithSelections, fc.nat(), ([key, selections], pick) => {
        fc.pre(key.length > 0);
        const question = key[pick % key.length] as QuizQuestionKey;
        const improved = selections.map((s) =>
          s.questionId === question.questionId ? correctSelection(question) : s,
        );
        const before = scored(scoreQuiz(key, selections));
        const after = scored(scoreQuiz(key, improved));
        expect(after.marksObtained).toBeGreaterThanOrEqual(before.marksObtained);
        expect(after.marksObtained - before.marksObtained).toBeLessThanOrEqual(question.marks);
        expect(after.percentage ?? 0).toBeGreaterThanOrEqual(before.percentage ?? 0);
      }),
    );
  });

  it('does not depend on the order of questions or selections', () => {
    fc.assert(
      fc.property(
        quizWithSelections.chain(([key, selections]) =>
          fc.tuple(
            fc.constant(key),
            fc.constant(selections),
            fc.shuffledSubarray(key, { minLength: key.length }),
            fc.shuffledSubarray(selections, { minLength: selections.length }),
          ),
        ),
        ([key, selections, shuffledKey, shuffledSelections]) => {
          const byId = (score: QuizScore) =>
            [...score.questions].sort((a, b) => a.questionId - b.questionId);
          const original = scored(scoreQuiz(key, selections));
          const shuffled = scored(scoreQuiz(shuffledKey, shuffledSelections));
          expect(shuffled.marksObtained).toBe(original.marksObtained);
          expect(shuffled.totalMarks).toBe(original.totalMarks);
          expect(shuffled.percentage).toBe(original.percentage);
          expect(byId(shuffled)).toEqual(byId(original));
        },
      ),
    );
  });

  it('rejects any option of another question', () => {
    fc.assert(
      fc.property(quizKey, fc.nat(), fc.nat(), fc.nat(), (key, from, to, option) => {
        fc.pre(key.length > 1 && from % key.length !== to % key.length);
        const owner = key[from % key.length] as QuizQuestionKey;
        const target = key[to % key.length] as QuizQuestionKey;
        const optionId = owner.optionIds[option % owner.optionIds.length] as number;
        const result = scoreQuiz(key, [{ questionId: target.questionId, optionIds: [optionId] }]);
        expect(result).toEqual({
          ok: false,
          errors: [
            {
              code: 'option_of_other_question',
              questionId: target.questionId,
              optionId,
              ownerQuestionId: owner.questionId,
            },
          ],
        });
      }),
    );
  });
});

describe('scoreSelections', () => {
  it('scores only the chosen questions, in the order chosen', () => {
    const result = scoreSelections(indexQuizKey(quiz), [
      { questionId: 3, optionIds: [32] },
      { questionId: 2, optionIds: [21] },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        expect.objectContaining({ questionId: 3, correct: true, marksObtained: 1 }),
        expect.objectContaining({ questionId: 2, correct: false, marksObtained: 0 }),
      ],
    });
  });

  it('rejects what scoreQuiz rejects, with the same problems', () => {
    const key = indexQuizKey(quiz);
    const wrong = [
      { questionId: 9, optionIds: [11] },
      { questionId: 1, optionIds: [11, 12, 99] },
      { questionId: 2, optionIds: [31] },
    ];
    expect(scoreSelections(key, wrong)).toEqual(scoreQuiz(quiz, wrong));
    expect(scoreSelections(key, wrong).ok).toBe(false);
  });

  it('agrees with scoreQuiz, given the key indexed or not, on every question chosen', () => {
    fc.assert(
      fc.property(quizWithSelections, ([list, selections]) => {
        const key = indexQuizKey(list);
        const whole = scored(scoreQuiz(list, selections));
        expect(scored(scoreQuiz(key, selections))).toEqual(whole);
        const chosen = scoreSelections(key, selections);
        if (!chosen.ok) throw new Error('valid selections were rejected');
        expect(chosen.value).toEqual(
          selections.map((s) => whole.questions.find((q) => q.questionId === s.questionId)),
        );
      }),
    );
  });
});
