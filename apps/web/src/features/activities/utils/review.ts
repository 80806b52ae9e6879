import type { activities } from '@kitlab/contract';

type Reviewed = Pick<
  activities.ReviewedAnswer,
  'answer' | 'correct' | 'marks_obtained' | 'progress'
> &
  Partial<Pick<activities.ReviewedAnswer, 'override'>>;

export type Verdict = 'right' | 'wrong' | 'unanswered' | 'waiting' | 'marked' | 'changed';

/**
 * How one question went: right or wrong (quiz), its mark changed by the teacher (a quiz
 * question overridden: "Wrong" beside full marks would contradict the mark), marked or waiting
 * (marked work), or empty.
 */
export function verdictOf(answer: Reviewed | undefined, kind: 'quiz' | 'marked'): Verdict {
  if (kind === 'quiz') {
    if (!answer || answer.answer.length === 0) return 'unanswered';
    if (answer.override) return 'changed';
    return answer.correct ? 'right' : 'wrong';
  }
  if (answer?.marks_obtained !== null && answer?.marks_obtained !== undefined) return 'marked';
  return answer && answer.progress !== 'N' ? 'waiting' : 'unanswered';
}

/** How an option of an answered quiz question is shown: chosen, right, both or neither. */
export function optionMark(
  optionId: number,
  correct: boolean,
  chosen: readonly number[],
): 'chosen-right' | 'chosen-wrong' | 'missed' | 'plain' {
  const picked = chosen.includes(optionId);
  if (picked) return correct ? 'chosen-right' : 'chosen-wrong';
  return correct ? 'missed' : 'plain';
}
