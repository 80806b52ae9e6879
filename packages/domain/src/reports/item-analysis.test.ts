import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnswerOfStudent,
  analyseQuiz,
  correlation,
  discriminationOf,
  median,
} from './item-analysis.js';

/** Ten students, s1 the strongest; the item is right for the first five. */
const TOP_FIVE_RIGHT = [1, 1, 1, 1, 1, 0, 0, 0, 0, 0];
const withRest = (rest: number[]) =>
  TOP_FIVE_RIGHT.map((item, i) => ({ item, rest: rest[i] ?? Number.NaN }));

describe('discriminationOf', () => {
  it('waits for 10 handed-in students', () => {
    expect(discriminationOf(withRest([6, 5, 4, 3, 2, 5, 4, 3, 2, 1]).slice(0, 9))).toEqual({
      index: null,
      reading: 'too-few',
    });
  });

  it('is the point-biserial correlation of the item with the rest of the quiz', () => {
    // Means of the rest 4 (right) and 3 (wrong), population deviation 1.5, p = q = 0.5:
    // (4 - 3) / 1.5 x sqrt(0.25) = 1/3.
    expect(discriminationOf(withRest([6, 5, 4, 3, 2, 5, 4, 3, 2, 1]))).toEqual({
      index: 0.33,
      reading: 'good',
    });
  });

  it('reads each band in plain words', () => {
    expect(discriminationOf(withRest([5, 4, 3, 2, 1, 5, 4, 3, 2, 0])).reading).toBe('weak');
    expect(discriminationOf(withRest([4, 3, 3, 2, 2, 4, 3, 2, 1, 1])).reading).toBe('fair');
    expect(discriminationOf(withRest([0, 0, 0, 0, 0, 3, 3, 3, 3, 3]))).toEqual({
      index: -1,
      reading: 'misleading',
    });
  });

  it('tells nothing apart when everyone scored alike', () => {
    expect(discriminationOf(withRest([2, 2, 2, 2, 2, 2, 2, 2, 2, 2])).reading).toBe('no-spread');
    const allRight = TOP_FIVE_RIGHT.map((_, i) => ({ item: 1, rest: i }));
    expect(discriminationOf(allRight)).toEqual({ index: null, reading: 'no-spread' });
  });
});

describe('correlation', () => {
  it('stays within -1 and 1 and is symmetric', () => {
    const lists = fc
      .integer({ min: 2, max: 30 })
      .chain((n) =>
        fc.tuple(
          fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
          fc.array(fc.integer({ min: 0, max: 20 }), { minLength: n, maxLength: n }),
        ),
      );
    fc.assert(
      fc.property(lists, ([xs, ys]) => {
        const r = correlation(xs, ys);
        if (r === null) return;
        expect(Math.abs(r)).toBeLessThanOrEqual(1 + 1e-12);
        expect(correlation(ys, xs)).toBeCloseTo(r, 12);
      }),
    );
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});

describe('analyseQuiz', () => {
  // Ten students (1..10, strongest first) and four one-mark questions. Which students got each
  // right: q1 1-5, q2 1-4 and 6, q3 1-3 and 7, q4 6-9 (the weaker students: a misleading item).
  const rightBy: Record<number, number[]> = {
    1: [1, 2, 3, 4, 5],
    2: [1, 2, 3, 4, 6],
    3: [1, 2, 3, 7],
    4: [6, 7, 8, 9],
  };
  const students = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const questions = [1, 2, 3, 4].map((questionId) => ({ questionId, marks: 1 }));
  const answers: AnswerOfStudent[] = questions.flatMap(({ questionId }) =>
    students.map((studentId) => {
      const correct = rightBy[questionId]?.includes(studentId) ?? false;
      return {
        studentId,
        questionId,
        correct,
        optionIds: [correct ? questionId * 10 : questionId * 10 + (studentId % 2) + 1],
        seconds: studentId * 10,
      };
    }),
  );
  const analyses = analyseQuiz({
    questions,
    studentIds: students,
    handedInIds: new Set(students),
    answers,
  });
  const byQuestion = new Map(analyses.map((a) => [a.questionId, a]));

  it('puts the most missed question first, ties in the quiz order', () => {
    expect(analyses.map((a) => a.questionId)).toEqual([3, 4, 1, 2]);
    expect(analyses.map((a) => a.shareRight)).toEqual([40, 40, 50, 50]);
  });

  it('gives each question its discrimination against the rest of the quiz', () => {
    // Worked by hand from the table above (item against the other three questions' marks).
    expect(byQuestion.get(1)?.discrimination).toEqual({ index: 0.13, reading: 'weak' });
    expect(byQuestion.get(2)?.discrimination).toEqual({ index: 0.47, reading: 'good' });
    expect(byQuestion.get(3)?.discrimination).toEqual({ index: 0.43, reading: 'good' });
    expect(byQuestion.get(4)?.discrimination).toEqual({ index: -0.61, reading: 'misleading' });
  });

  it('names the wrong options with who chose them, the most chosen first', () => {
    // q1 wrong: students 6-10; even ids chose 11, odd ids chose 12.
    expect(byQuestion.get(1)?.wrongOptions).toEqual([
      { optionId: 11, studentIds: [6, 8, 10] },
      { optionId: 12, studentIds: [7, 9] },
    ]);
    expect(byQuestion.get(1)).toMatchObject({
      answered: 10,
      right: 5,
      outOf: 10,
      medianSeconds: 55,
    });
  });

  it('leaves out a student who left the class and counts the unanswered as not right', () => {
    const [first] = analyseQuiz({
      questions: [{ questionId: 1, marks: 1 }],
      studentIds: [1, 2, 3],
      handedInIds: new Set([1, 2]),
      answers: answers.filter((a) => a.questionId === 1 && [1, 2, 9].includes(a.studentId)),
    });
    expect(first).toMatchObject({ answered: 2, right: 2, outOf: 3, shareRight: 66.7 });
    expect(first?.discrimination.reading).toBe('too-few');
  });

  it('has no share for a class with no students', () => {
    const [empty] = analyseQuiz({ questions, studentIds: [], handedInIds: new Set(), answers });
    expect(empty).toMatchObject({ outOf: 0, shareRight: null, answered: 0, medianSeconds: null });
  });
});
