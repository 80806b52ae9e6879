import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  answerFiles,
  answers,
  earlierAnswerFiles,
  earlierAnswers,
  offlineWorksheets,
  returnedWork,
  uploadedFiles,
} from '../../../db/schema/index.js';
import { fileFields } from './answer-files.repository.js';

export type ReturnedWorkRow = typeof returnedWork.$inferSelect;
export type EarlierAnswerRow = typeof earlierAnswers.$inferSelect;

/** Work handed back for redo and the answers as they were before: read and written together. */
export function createReturnedWorkRepository(db: Database) {
  return {
    /** Returns the student has not handed in again yet. */
    openReturnsOf(attemptId: number) {
      return db
        .select({ activityDetailId: returnedWork.activityDetailId })
        .from(returnedWork)
        .where(
          and(eq(returnedWork.answerHeaderId, attemptId), isNull(returnedWork.handedInAgainAt)),
        );
    },

    returnsOf(attemptIds: number[]): Promise<ReturnedWorkRow[]> {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(returnedWork)
        .where(inArray(returnedWork.answerHeaderId, attemptIds))
        .orderBy(asc(returnedWork.id));
    },

    /** The earlier answers of these returns, and the files each held, in two queries. */
    async earlierAnswersOf(returnIds: number[]) {
      if (returnIds.length === 0) return { rows: [], files: [] };
      const rows = await db
        .select()
        .from(earlierAnswers)
        .where(inArray(earlierAnswers.returnedWorkId, returnIds))
        .orderBy(asc(earlierAnswers.id));
      const ids = rows.map((r) => r.id);
      const files =
        ids.length === 0
          ? []
          : await db
              .select({ earlierAnswerId: earlierAnswerFiles.earlierAnswerId, ...fileFields })
              .from(earlierAnswerFiles)
              .innerJoin(uploadedFiles, eq(uploadedFiles.id, earlierAnswerFiles.uploadedFileId))
              .where(inArray(earlierAnswerFiles.earlierAnswerId, ids))
              .orderBy(asc(earlierAnswerFiles.earlierAnswerId), asc(earlierAnswerFiles.position));
      return { rows, files };
    },

    async addReturn(values: typeof returnedWork.$inferInsert): Promise<ReturnedWorkRow> {
      const [row] = await db.insert(returnedWork).values(values).returning();
      if (!row) throw new Error('the return was not written');
      return row;
    },

    /**
     * Copies the attempt's answers to these items, their files and (for a paper worksheet) its
     * pages into the history of a return, in four statements whatever the number of items.
     */
    async keepEarlierWork(
      returned: ReturnedWorkRow,
      itemIds: number[],
      paperPages: { uploadedFileId: number }[],
    ) {
      const base = {
        organisationId: returned.organisationId,
        studentId: returned.studentId,
        returnedWorkId: returned.id,
      };
      const live =
        itemIds.length === 0
          ? []
          : await db
              .select()
              .from(answers)
              .where(
                and(
                  eq(answers.answerHeaderId, returned.answerHeaderId),
                  inArray(answers.activityDetailId, itemIds),
                ),
              );
      const values: (typeof earlierAnswers.$inferInsert)[] = live.map((a) => ({
        ...base,
        activityDetailId: a.activityDetailId,
        optionIds: a.optionIds,
        text: a.text,
        blanks: a.blanks,
        marksObtained: a.markedAt ? a.marksObtained : null,
        comment: a.comment,
        answeredAt: a.answeredAt,
      }));
      if (paperPages.length > 0) {
        values.push({ ...base, activityDetailId: null, answeredAt: returned.firstHandedInAt });
      }
      if (values.length === 0) return;
      const kept = await db.insert(earlierAnswers).values(values).returning();
      // Each item appears once in a return, so its copy is found by its item.
      const copyOf = (itemId: number | null) =>
        kept.find((k) => k.activityDetailId === itemId)?.id ?? 0;
      const held =
        live.length === 0
          ? []
          : await db
              .select()
              .from(answerFiles)
              .where(
                inArray(
                  answerFiles.answerId,
                  live.map((a) => a.id),
                ),
              );
      const fileRow = (earlierAnswerId: number, uploadedFileId: number, position: number) => ({
        earlierAnswerId,
        uploadedFileId,
        organisationId: returned.organisationId,
        studentId: returned.studentId,
        position,
      });
      const fileRows = [
        ...held.map((f) =>
          fileRow(
            copyOf(live.find((a) => a.id === f.answerId)?.activityDetailId ?? null),
            f.uploadedFileId,
            f.position,
          ),
        ),
        ...paperPages.map((page, position) => fileRow(copyOf(null), page.uploadedFileId, position)),
      ];
      if (fileRows.length > 0) await db.insert(earlierAnswerFiles).values(fileRows);
    },

    /** The returned items lose their marks and comments: the redo is marked afresh. */
    async clearMarks(attemptId: number, itemIds: number[]) {
      if (itemIds.length === 0) return;
      await db
        .update(answers)
        .set({ marksObtained: null, comment: null, markedById: null, markedAt: null })
        .where(
          and(eq(answers.answerHeaderId, attemptId), inArray(answers.activityDetailId, itemIds)),
        );
    },

    /** A paper worksheet returned whole is photographed again; its pages are history now. */
    async takePaperPages(attemptId: number) {
      await db.delete(offlineWorksheets).where(eq(offlineWorksheets.answerHeaderId, attemptId));
    },
  };
}

export type ReturnedWorkRepository = ReturnType<typeof createReturnedWorkRepository>;
