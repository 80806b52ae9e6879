import { describe, expect, it } from 'vitest';
import { questStepFixture } from '../testing/fixtures';
import { markedItems } from './marked-items';

const worksheetQuestion = (id: number, position: number, extra: object = {}) => ({
  id,
  slug: `q${id}`,
  position,
  detail_type: 'question' as const,
  question: `Question text ${id}`,
  file: null,
  file_alt: null,
  marks: 2,
  question_type: 'short_answer' as const,
  lines: 2,
  blanks: null,
  answer: null,
  answers: [],
  ...extra,
});

const step = questStepFixture;

describe('markedItems', () => {
  it("lists a worksheet's questions in order with their marks and marking guide", () => {
    const items = markedItems(
      [
        worksheetQuestion(2, 5, { answer: 'Particles spread out.' }),
        worksheetQuestion(1, 1, { question_type: 'fill_in', answers: ['solid', 'gas'] }),
      ],
      [],
      [],
    );
    expect(items.map((item) => [item.id, item.label, item.guide])).toEqual([
      [1, 'Question 1', 'solid · gas'],
      [2, 'Question 2', 'Particles spread out.'],
    ]);
    expect(items[0]?.marks).toBe(2);
  });

  it("lists a quest's steps with the marks their answers carry", () => {
    const items = markedItems([], [step(8, 2), step(7, 1)], [{ activity_detail_id: 8, marks: 3 }]);
    expect(items.map((item) => [item.id, item.label, item.heading, item.marks])).toEqual([
      [7, 'Step 1', 'Step title 7', 0],
      [8, 'Step 2', 'Step title 8', 3],
    ]);
  });
});
