import type { Clock } from '../../lib/clock.js';
import type { FileStore } from '../../lib/storage/file-store.js';
import type { AuthUser } from '../../plugins/auth.js';
import { canRetry } from './activities.policy.js';
import { createAttemptPresenter } from './attempt.presenter.js';
import type { AttemptAccess } from './attempt-access.js';
import type { AttemptRow, AttemptsRepository } from './attempts.repository.js';
import type { SheetContent } from './sheet.presenter.js';

/**
 * An attempt as its student sees it: a draft shows what they saved; verdicts, marks, comments
 * and whether they may try again only once it is submitted.
 */
export function createStudentView(deps: {
  access: AttemptAccess;
  attempts: AttemptsRepository;
  files: FileStore;
  clock: Clock;
}) {
  const { access, attempts, files, clock } = deps;
  return async (user: AuthUser, attempt: AttemptRow, content: SheetContent) => {
    const presenter = createAttemptPresenter(files, clock.now());
    const [record, work] = await Promise.all([
      access.recordOf(attempt),
      access.workFor(user, content.activity),
    ]);
    if (attempt.status === 'DR') return presenter.draft(record, content, work);
    const latest = await attempts.latest(user.id, attempt.activityId);
    const retry = latest?.id === attempt.id && canRetry('S', work);
    return { ...(await presenter.reviewed(record, content, work, retry)), status: 'S' as const };
  };
}
