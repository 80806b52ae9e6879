import type { createAttemptPresenter } from '../attempts/attempt.presenter.js';

type OfflinePages = ReturnType<ReturnType<typeof createAttemptPresenter>['offlinePages']>;

/** The photographed pages of a draft attempt at a paper worksheet. */
export function presentWorksheetPages(attemptId: number, pages: Awaited<OfflinePages>) {
  return { answer_header_id: attemptId, offline_pages: pages };
}
