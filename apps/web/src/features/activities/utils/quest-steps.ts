import { countOf } from '@kitlab/domain';
import { itemsSummary, type SubmitText } from './submit-text';

interface Step {
  id: number;
  response: { text: 'required' | 'optional' | 'none'; attachments: string };
}

export interface QuestProgress {
  /** Steps with a response, or that ask for none. */
  done: ReadonlySet<number>;
  /** Steps that ask for words and have none yet. */
  missingWords: number;
}

/** Which steps are done, read from the words and files saved for each. */
export function questProgress(
  steps: readonly Step[],
  textOf: (stepId: number) => string,
  fileCountOf: (stepId: number) => number,
): QuestProgress {
  const done = new Set<number>();
  let missingWords = 0;
  for (const step of steps) {
    const wrote = textOf(step.id).trim() !== '';
    const files = fileCountOf(step.id) > 0;
    const asksNothing = step.response.text === 'none' && step.response.attachments === 'none';
    if (wrote || files || asksNothing) done.add(step.id);
    if (step.response.text === 'required' && !wrote) missingWords += 1;
  }
  return { done, missingWords };
}

/** The hand-in question for a quest: steps done, and first of all any missing written answer. */
export function questSubmitText(progress: QuestProgress, total: number): SubmitText {
  const text = itemsSummary(progress.done.size, total, 'step', 'done');
  if (progress.missingWords === 0) return text;
  const verb = progress.missingWords === 1 ? 'needs' : 'need';
  return {
    ...text,
    warning: `${countOf(progress.missingWords, 'step')} still ${verb} a written answer.`,
  };
}
