import { and, eq, inArray, isNotNull, isNull, lt, notExists, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  answerFiles,
  discussionMessages,
  earlierAnswerFiles,
  offlineWorksheets,
  uploadedFiles,
} from '../../db/schema/index.js';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

/**
 * No step response, worksheet page, earlier hand-in kept after a return or discussion message holds
 * the file.
 */
export function heldByNoWork(db: Database): SQL {
  return and(
    notExists(
      db
        .select({ id: answerFiles.uploadedFileId })
        .from(answerFiles)
        .where(eq(answerFiles.uploadedFileId, uploadedFiles.id)),
    ),
    notExists(
      db
        .select({ id: offlineWorksheets.uploadedFileId })
        .from(offlineWorksheets)
        .where(eq(offlineWorksheets.uploadedFileId, uploadedFiles.id)),
    ),
    notExists(
      db
        .select({ id: earlierAnswerFiles.uploadedFileId })
        .from(earlierAnswerFiles)
        .where(eq(earlierAnswerFiles.uploadedFileId, uploadedFiles.id)),
    ),
    notExists(
      db
        .select({ id: discussionMessages.photoId })
        .from(discussionMessages)
        .where(eq(discussionMessages.photoId, uploadedFiles.id)),
    ),
  ) as SQL;
}

/**
 * The user's own uploads with these keys whose bytes have arrived (a pending one is not theirs to
 * attach yet); `unheld` keeps only those no work or message holds.
 */
export function ownedUploads(
  db: Database,
  ownerId: number,
  keys: readonly string[],
  which: 'any' | 'unheld' = 'any',
): Promise<UploadedFileRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.ownerId, ownerId),
        inArray(uploadedFiles.key, [...keys]),
        isNotNull(uploadedFiles.uploadedAt),
        which === 'unheld' ? heldByNoWork(db) : undefined,
      ),
    );
}

/** The uploaded_files rows: made when an upload address is signed, completed when bytes arrive. */
export function createUploadsRepository(db: Database) {
  return {
    async create(values: {
      organisationId: number;
      ownerId: number;
      key: string;
      contentType: string;
      createdAt: Date;
    }): Promise<UploadedFileRow> {
      const [row] = await db.insert(uploadedFiles).values(values).returning();
      if (!row) throw new Error('uploaded file insert failed');
      return row;
    },

    async byKey(key: string): Promise<UploadedFileRow | null> {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
      return row ?? null;
    },

    async ownedUpload(ownerId: number, key: string): Promise<UploadedFileRow | null> {
      const [row] = await ownedUploads(db, ownerId, [key]);
      return row ?? null;
    },

    /** Records the bytes once; false when they had already arrived (keys are used once). */
    async markUploaded(id: number, bytes: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(uploadedFiles)
        .set({ bytes, uploadedAt: at })
        .where(and(eq(uploadedFiles.id, id), isNull(uploadedFiles.uploadedAt)))
        .returning({ id: uploadedFiles.id });
      return rows.length > 0;
    },

    /** Up to `limit` uploads made before `cutoff` that no work holds. */
    async unattachedBefore(cutoff: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: uploadedFiles.id })
        .from(uploadedFiles)
        .where(and(lt(uploadedFiles.createdAt, cutoff), heldByNoWork(db)))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Deletes those of the rows that still no work holds (a student may have attached one since
     * they were found) and answers the keys of the files to remove.
     */
    async deleteUnattached(ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .delete(uploadedFiles)
        .where(and(inArray(uploadedFiles.id, ids), heldByNoWork(db)))
        .returning({ key: uploadedFiles.key });
      return rows.map((row) => row.key);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
