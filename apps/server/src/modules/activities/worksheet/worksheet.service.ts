import { activities as contract } from '@kitlab/contract';
import { invalidFields, notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { ANSWER_TIME_SPENT_MS } from '../../learning-events/index.js';
import { createAttemptPresenter } from '../attempts/attempt.presenter.js';
import { attemptEvent } from '../attempts/attempt-event.js';
import type { StudentWorkDeps } from '../attempts/student-work.js';
import { presentWorksheetPages } from './worksheet.presenter.js';

/** Photographed pages of a paper worksheet, added to and removed from a draft attempt. */
export function createWorksheetService(deps: StudentWorkDeps) {
  const { access, attempts, attached, files, clock } = deps;

  async function pagesOf(attemptId: number) {
    const presenter = createAttemptPresenter(files, clock.now());
    const pages = await presenter.offlinePages(await attempts.offlinePagesOf([attemptId]));
    return presentWorksheetPages(attemptId, pages);
  }

  return {
    async addPage(
      user: AuthUser,
      body: { activity_id: number; key: string; assignment_id?: number },
    ) {
      const { activity, work, latest } = await access.writableLatest(
        user,
        body.activity_id,
        body.assignment_id,
      );
      if (activity.activityType !== 'worksheet') {
        throw invalidFields({ activity_id: ['Only worksheets take photographed pages.'] });
      }
      await access.refuseUnreturned(latest, null);
      const pages = latest ? await attempts.offlinePagesOf([latest.id]) : [];
      if (pages.length >= contract.MAX_OFFLINE_WORKSHEET_PAGES) {
        throw invalidFields({
          key: [`A worksheet takes at most ${contract.MAX_OFFLINE_WORKSHEET_PAGES} pages.`],
        });
      }
      const [upload] = await attached.forKeys(user, [body.key], 'key', null);
      if (!upload) throw new Error('the checked upload is missing');
      const attempt = latest ?? (await access.startDraft(user, activity, work, 1));
      const now = clock.now();
      await attempts.inTransaction(async (tx) => {
        await tx.addOfflinePage({
          organisationId: attempt.organisationId,
          answerHeaderId: attempt.id,
          uploadedFileId: upload.id,
          createdAt: now,
        });
        await tx.recordEvents(
          attemptEvent({ attempt, activity, work }, 'answer_question', now, {
            durationMs: ANSWER_TIME_SPENT_MS,
          }),
        );
      });
      return pagesOf(attempt.id);
    },

    /** Removes a page of the student's own draft, and its file unless other work holds it. */
    async deletePage(user: AuthUser, pageId: number) {
      const found = await attempts.findOfflinePage(pageId);
      if (!found) throw notFound('No such page.');
      const { attempt } = await access
        .answerableAttempt(user, found.page.answerHeaderId)
        .catch((error: { statusCode?: number }) => {
          throw error.statusCode === 404 ? notFound('No such page.') : error;
        });
      await access.refuseUnreturned(attempt, null);
      const fileGone = await attempts.deleteOfflinePage(found.page.id, found.file.id);
      if (fileGone) await files.remove(found.file.key);
      return pagesOf(attempt.id);
    },
  };
}

export type WorksheetService = ReturnType<typeof createWorksheetService>;
