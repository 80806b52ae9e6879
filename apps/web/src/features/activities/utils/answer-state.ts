import type { activities } from '@kitlab/contract';

/** What a student has put for one question: chosen options, written text, fill-in blanks. */
export interface AnswerValue {
  answer: number[];
  text: string | null;
  blanks: string[];
}

export const EMPTY_ANSWER: AnswerValue = { answer: [], text: null, blanks: [] };

type Saved = Pick<activities.SavedAnswer, 'activity_detail_id' | 'answer' | 'text' | 'blanks'>;

/** The answers an attempt already holds, by question. */
export function answersById(saved: readonly Saved[]): Map<number, AnswerValue> {
  return new Map(
    saved.map((item) => [
      item.activity_detail_id,
      { answer: [...item.answer], text: item.text, blanks: [...item.blanks] },
    ]),
  );
}

/**
 * The options chosen after ticking or unticking one: a single-choice question keeps only the
 * latest, a multiple-choice question keeps its options in the order they are listed.
 */
export function chooseOption(
  chosen: readonly number[],
  optionId: number,
  questionType: 'single' | 'multiple',
  checked: boolean,
  listed: readonly number[],
): number[] {
  if (questionType === 'single') return checked ? [optionId] : [];
  const next = new Set(chosen);
  if (checked) next.add(optionId);
  else next.delete(optionId);
  return listed.filter((id) => next.has(id));
}

/** Whether anything was put: an option, some written text, or one filled blank. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (!value) return false;
  return (
    value.answer.length > 0 ||
    (value.text ?? '').trim() !== '' ||
    value.blanks.some((blank) => blank.trim() !== '')
  );
}

/** How many of these questions have an answer. */
export function answeredCount(
  questionIds: readonly number[],
  answerOf: (id: number) => AnswerValue | undefined,
): number {
  return questionIds.filter((id) => isAnswered(answerOf(id))).length;
}

/** One blank's new text, keeping the others; missing blanks before it become empty. */
export function withBlank(blanks: readonly string[], index: number, text: string): string[] {
  const next = Array.from(
    { length: Math.max(blanks.length, index + 1) },
    (_, i) => blanks[i] ?? '',
  );
  next[index] = text;
  return next;
}

/** A fill-in prompt cut at its blanks (three or more underscores): text, blank, text, … */
export function promptParts(prompt: string): string[] {
  return prompt.split(/_{3,}/);
}

/** The answer as the save call takes it: options for a quiz, text and blanks for a worksheet. */
export function answerInputOf(
  questionId: number,
  value: AnswerValue,
  kind: 'quiz' | 'worksheet',
): activities.AnswerInput {
  return kind === 'quiz'
    ? { activity_detail_id: questionId, answer: value.answer }
    : { activity_detail_id: questionId, text: value.text, blanks: value.blanks };
}
