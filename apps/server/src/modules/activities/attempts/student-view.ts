import type { Clock } from '../../../lib/clock.js';
import type { FileStore } from '../../../lib/storage/file-store.js';
import { canRetry } from './activities.policy.js';
import { type AttemptRecord, createAttemptPresenter } from './attempt.presenter.js';
import type { AttemptAccess } from './attempt-access.js';
import type { AttemptRow } from './attempts.repository.js';
import type { CoveringWork } from './covering-work.js';
import type { SheetContent } from './sheet.presenter.js';

/**
 * An attempt as its student sees it: a draft shows what they saved; verdicts, marks, comments
 * and whether they may try again only once it is submitted. `work` is the assignment whose rules
 * apply now; `isLatest` says no later attempt exists, so a retry could start from this one.
 */
export function createStudentView(deps: { access: AttemptAccess; files: FileStore; clock: Clock }) {
  const { access, files, clock } = deps;
  return async (
    attempt: AttemptRow,
    content: SheetContent,
    work: CoveringWork | null,
    isLatest: boolean,
    /** What is saved in it, when already known (a draft just started holds nothing). */
    saved?: AttemptRecord,
  ) => {
    const presenter = createAttemptPresenter(files, clock.now());
    const record = saved ?? (await access.recordOf(attempt));
    if (attempt.status === 'DR') return presenter.draft(record, content, work);
    const retry = isLatest && canRetry('S', work);
    return { ...(await presenter.reviewed(record, content, work, retry)), status: 'S' as const };
  };
}
