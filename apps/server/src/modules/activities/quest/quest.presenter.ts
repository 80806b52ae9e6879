import type { createAttemptPresenter } from '../attempts/attempt.presenter.js';

type SavedAnswer = Awaited<ReturnType<ReturnType<typeof createAttemptPresenter>['savedAnswer']>>;

/** A quest step's answer saved in the attempt, which stays a draft until handed in. */
export function presentSavedStep(attemptId: number, answer: SavedAnswer) {
  return { answer_header_id: attemptId, status: 'DR' as const, answer };
}
