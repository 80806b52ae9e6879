import { describe, expect, it } from 'vitest';
import { overrideQuizMark, type QuizQuestionMark } from './mark-override.js';

const quiz: QuizQuestionMark[] = [
  { itemId: 1, marks: 2, marksObtained: 2, automaticMarks: null },
  { itemId: 2, marks: 3, marksObtained: 0, automaticMarks: null },
  { itemId: 3, marks: 1, marksObtained: null, automaticMarks: null },
];

describe('overrideQuizMark', () => {
  it('gives the question its new mark and scores the attempt again', () => {
    expect(overrideQuizMark(quiz, { itemId: 2, marksObtained: 2 })).toEqual({
      ok: true,
      value: {
        itemId: 2,
        marksObtained: 2,
        automaticMarks: 0,
        score: { marksObtained: 4, totalMarks: 6, percentage: 66.7 },
      },
    });
  });

  it('marks an unanswered question, whose automatic mark was nothing', () => {
    const result = overrideQuizMark(quiz, { itemId: 3, marksObtained: 1 });
    expect(result.ok && result.value).toMatchObject({ automaticMarks: 0, marksObtained: 1 });
    expect(result.ok && result.value.score.marksObtained).toBe(3);
  });

  it('keeps the first automatic mark when a mark is overridden again', () => {
    const once: QuizQuestionMark[] = [
      { itemId: 1, marks: 2, marksObtained: 1, automaticMarks: 2 },
      { itemId: 2, marks: 3, marksObtained: 0, automaticMarks: null },
    ];
    const result = overrideQuizMark(once, { itemId: 1, marksObtained: 0 });
    expect(result.ok && result.value).toMatchObject({
      automaticMarks: 2,
      score: { marksObtained: 0, totalMarks: 5, percentage: 0 },
    });
  });

  it('refuses marks out of range, not whole, or for a question of no quiz of this attempt', () => {
    const errorsOf = (itemId: number, marksObtained: number) => {
      const result = overrideQuizMark(quiz, { itemId, marksObtained });
      return result.ok ? [] : result.errors;
    };
    expect(errorsOf(1, 3)).toEqual([
      { code: 'above_item_marks', itemId: 1, marksObtained: 3, marks: 2 },
    ]);
    expect(errorsOf(1, -1)).toEqual([{ code: 'negative_marks', itemId: 1, marksObtained: -1 }]);
    expect(errorsOf(2, 1.5)).toEqual([{ code: 'not_whole_marks', itemId: 2, marksObtained: 1.5 }]);
    expect(errorsOf(9, 1)).toEqual([{ code: 'unknown_item', itemId: 9 }]);
  });
});
