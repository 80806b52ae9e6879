import { describe, expect, it } from 'vitest';
import { type AttemptSheet, openingPageQuestions } from './get-attempt-sheet';

const question = (id: number, pageBreakId: number) => ({ id, page_break_id: pageBreakId });

/** A draft quiz's sheet of every question: pages 20 (first) and 10 (second). */
const everyQuestion = {
  status: 'DR',
  page_break_id: null,
  pages: [
    { page_break_id: 10, page: 2 },
    { page_break_id: 20, page: 1 },
  ],
  questions: [question(1, 20), question(2, 10), question(3, 20)],
} as unknown as AttemptSheet;

const ids = (sheet: AttemptSheet, resumeAt: number | null) =>
  openingPageQuestions(sheet, {
    activity_id: 1,
    answer_header_id: 1,
    resume: { page_break_id: resumeAt },
  }).map((q) => q.id);

describe('openingPageQuestions', () => {
  it('keeps only the first page of a quiz with no page to resume', () => {
    expect(ids(everyQuestion, null)).toEqual([1, 3]);
  });

  it('keeps the page the student was on', () => {
    expect(ids(everyQuestion, 10)).toEqual([2]);
  });

  it('keeps a sheet of one page as it is', () => {
    const onePage = { ...everyQuestion, page_break_id: 10, questions: [question(2, 10)] };
    expect(ids(onePage as AttemptSheet, 10)).toEqual([2]);
  });
});
