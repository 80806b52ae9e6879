import { activities } from '@kitlab/contract';

/** Within this many characters of the limit, a pause in typing is read out to screen readers. */
export const ANNOUNCE_WHEN_LEFT = 500;

export interface AnswerLength {
  /** Characters still free; below zero once over the limit. */
  left: number;
  tooLong: boolean;
  /** "1,234 characters left", "1 character too many". */
  note: string;
}

const characters = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'character' : 'characters'}`;

/**
 * How a typed answer stands against the limit the server keeps. Length counts as the server
 * counts it (UTF-16 units), so the two always agree on what is too long.
 */
export function answerLength(text: string): AnswerLength {
  const left = activities.TEXT_ANSWER_MAX - text.length;
  return left < 0
    ? { left, tooLong: true, note: `${characters(-left)} too many` }
    : { left, tooLong: false, note: `${characters(left)} left` };
}

/** Why a typed answer cannot be saved as it is, in the server's words; null when it fits. */
export function tooLongReason(text: string | null): string | null {
  if (text === null || !answerLength(text).tooLong) return null;
  return activities.answerTooLongMessage(text.length);
}
