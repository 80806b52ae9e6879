import { countOf } from '@kitlab/domain';

export interface SubmitText {
  /** "You have answered 8 of 10 questions." */
  summary: string;
  /** "2 questions are still empty."; null when nothing is. */
  warning: string | null;
}

/** What the hand-in question says of work counted in items. */
export function itemsSummary(
  done: number,
  total: number,
  noun: string,
  verb = 'answered',
): SubmitText {
  const left = total - done;
  return {
    summary: `You have ${verb} ${done} of ${countOf(total, noun)}.`,
    warning: left > 0 ? `${countOf(left, noun)} ${left === 1 ? 'is' : 'are'} still empty.` : null,
  };
}
