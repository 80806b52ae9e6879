import { describe, expect, it } from 'vitest';
import type { DetailRow, OptionRow } from '../../kits/index.js';
import type { AnswerRow } from '../attempts/attempts.repository.js';
import { checkAnswers, scoreStoredQuiz } from './answer-checks.js';

const detail = (id: number, values: Partial<DetailRow>): DetailRow => ({
  id,
  activityId: 1,
  detailType: 'question',
  slug: `q-${id}`,
  position: id,
  page: 1,
  pageBreakId: null,
  questionType: 'single',
  text: 'Question?',
  imageFile: null,
  imageAlt: null,
  marks: 1,
  explanation: null,
  content: null,
  retiredAt: null,
  ...values,
});
const option = (id: number, question: number, isCorrect: boolean): OptionRow => ({
  id,
  activityDetailId: question,
  position: id,
  optionText: `Option ${id}`,
  imageFile: null,
  imageAlt: null,
  isCorrect,
});

const quiz = {
  details: [detail(1, { marks: 2 }), detail(2, { questionType: 'multiple', marks: 3 })],
  options: [option(11, 1, true), option(12, 1, false), option(21, 2, true), option(22, 2, true)],
};
const field = (i: number, name: string) => `answer.${i}.${name}`;

describe('checkAnswers', () => {
  it('gives a quiz answer its verdict as soon as it is checked', () => {
    const checked = checkAnswers(
      { activityType: 'quiz' },
      quiz,
      [
        { activity_detail_id: 1, answer: [11] },
        { activity_detail_id: 2, answer: [21] },
      ],
      field,
    );
    expect(checked.errors).toBeNull();
    expect(checked.answers.map((a) => [a.detailId, a.optionIds, a.isCorrect])).toEqual([
      [1, [11], true],
      [2, [21], false],
    ]);
  });

  it('names the field of every answer that does not fit', () => {
    const checked = checkAnswers(
      { activityType: 'quiz' },
      quiz,
      [
        { activity_detail_id: 1, answer: [21] },
        { activity_detail_id: 99, answer: [] },
        { activity_detail_id: 2, text: 'words' },
      ],
      field,
    );
    expect(checked.errors).toEqual({
      'answer.0.answer': ['Option 21 belongs to another question.'],
      'answer.1.activity_detail_id': ['This question is not part of this activity.'],
      'answer.2.answer': ['Send the chosen options.'],
      'answer.2.text': ['Quiz questions are answered by choosing options.'],
    });
  });

  it('keeps worksheet text and blanks, up to the blanks a question has', () => {
    const worksheet = {
      details: [
        detail(5, {
          questionType: 'fill_in',
          content: { lines: null, blanks: 2, answer: null, answers: [] },
        }),
      ],
      options: [],
    };
    const ok = checkAnswers(
      { activityType: 'worksheet' },
      worksheet,
      [{ activity_detail_id: 5, blanks: ['in', 'out'] }],
      field,
    );
    expect(ok.answers[0]).toMatchObject({ blanks: ['in', 'out'], isCorrect: null });
    const tooMany = checkAnswers(
      { activityType: 'worksheet' },
      worksheet,
      [{ activity_detail_id: 5, blanks: ['a', 'b', 'c'] }],
      field,
    );
    expect(tooMany.errors).toEqual({ 'answer.0.blanks': ['This question has 2 blanks.'] });
  });
});

describe('scoreStoredQuiz', () => {
  it('drops options a re-imported kit no longer has before scoring', () => {
    const stored = [
      { activityDetailId: 1, optionIds: [11, 999] },
      { activityDetailId: 2, optionIds: [21, 22] },
    ] as AnswerRow[];
    expect(scoreStoredQuiz(quiz, stored)).toMatchObject({
      marksObtained: 5,
      totalMarks: 5,
      percentage: 100,
    });
  });
});
