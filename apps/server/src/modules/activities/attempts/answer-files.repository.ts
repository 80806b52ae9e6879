import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  answerFiles,
  earlierAnswerFiles,
  offlineWorksheets,
  uploadedFiles,
} from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import { deleteUnattachedUploads, ownedUploads } from '../../uploads/index.js';

/** The columns of an uploaded file a stored answer, page or earlier hand-in links to. */
export const fileFields = {
  id: uploadedFiles.id,
  key: uploadedFiles.key,
  contentType: uploadedFiles.contentType,
  bytes: uploadedFiles.bytes,
};

/** The files of attempts: photos attached to answers and a worksheet's photographed pages. */
export function fileQueries(db: Database) {
  return {
    filesOfAnswers(answerIds: number[]) {
      if (answerIds.length === 0) return Promise.resolve([]);
      return db
        .select({ answerId: answerFiles.answerId, ...fileFields })
        .from(answerFiles)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, answerFiles.uploadedFileId))
        .where(inArray(answerFiles.answerId, answerIds))
        .orderBy(asc(answerFiles.answerId), asc(answerFiles.position));
    },

    offlinePagesOf(attemptIds: number[]) {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: offlineWorksheets.id,
          answerHeaderId: offlineWorksheets.answerHeaderId,
          createdAt: offlineWorksheets.createdAt,
          file: fileFields,
        })
        .from(offlineWorksheets)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, offlineWorksheets.uploadedFileId))
        .where(inArray(offlineWorksheets.answerHeaderId, attemptIds))
        .orderBy(asc(offlineWorksheets.id));
    },

    async replaceAnswerFiles(answerId: number, organisationId: number, fileIds: number[]) {
      await db.delete(answerFiles).where(eq(answerFiles.answerId, answerId));
      if (fileIds.length === 0) return;
      await db.insert(answerFiles).values(
        fileIds.map((uploadedFileId, position) => ({
          answerId,
          uploadedFileId,
          organisationId,
          position,
        })),
      );
    },

    /** The owner's uploaded files with these keys (bytes arrived); pending ones are left out. */
    uploadsOf: (ownerId: number, keys: string[]) => ownedUploads(db, ownerId, keys),

    /**
     * Where files are already attached: the answer holding each, or null for a worksheet page
     * or an earlier hand-in kept in the history of a return.
     */
    async attachmentsOf(fileIds: number[]) {
      if (fileIds.length === 0) return [];
      const [inAnswers, onPages, inHistory] = await Promise.all([
        db
          .select({ fileId: answerFiles.uploadedFileId, answerId: answerFiles.answerId })
          .from(answerFiles)
          .where(inArray(answerFiles.uploadedFileId, fileIds)),
        db
          .select({ fileId: offlineWorksheets.uploadedFileId })
          .from(offlineWorksheets)
          .where(inArray(offlineWorksheets.uploadedFileId, fileIds)),
        db
          .select({ fileId: earlierAnswerFiles.uploadedFileId })
          .from(earlierAnswerFiles)
          .where(inArray(earlierAnswerFiles.uploadedFileId, fileIds)),
      ]);
      return [
        ...inAnswers.map((a) => ({ ...a, inHistory: false })),
        ...onPages.map((p) => ({ fileId: p.fileId, answerId: null, inHistory: false })),
        ...inHistory.map((h) => ({ fileId: h.fileId, answerId: null, inHistory: true })),
      ];
    },

    async addOfflinePage(values: typeof offlineWorksheets.$inferInsert): Promise<void> {
      await db.insert(offlineWorksheets).values(values);
    },

    async findOfflinePage(pageId: number) {
      const [row] = await db
        .select({ page: offlineWorksheets, file: uploadedFiles })
        .from(offlineWorksheets)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, offlineWorksheets.uploadedFileId))
        .where(eq(offlineWorksheets.id, pageId));
      return row ?? null;
    },

    /**
     * Removes a page and, in the same transaction, its uploaded_files row unless other work (the
     * history of a return, say) still holds the file; answers whether the file may go too.
     */
    deleteOfflinePage(pageId: number, uploadedFileId: number): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        await tx.delete(offlineWorksheets).where(eq(offlineWorksheets.id, pageId));
        const gone = await deleteUnattachedUploads(tx, [uploadedFileId]);
        return gone.length > 0;
      });
    },
  };
}
