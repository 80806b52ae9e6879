import type { activities } from '@kitlab/contract';

type Reviewed = Pick<
  activities.ReviewedAnswer,
  'answer' | 'correct' | 'marks_obtained' | 'progress'
>;

export type Verdict = 'right' | 'wrong' | 'unanswered' | 'waiting' | 'marked';

/** How one question went: right or wrong (quiz), marked or waiting (marked work), or empty. */
export function verdictOf(answer: Reviewed | undefined, kind: 'quiz' | 'marked'): Verdict {
  if (kind === 'quiz') {
    if (!answer || answer.answer.length === 0) return 'unanswered';
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
