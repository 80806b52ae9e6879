import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema/index.js';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

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
      const [row] = await db
        .select()
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.key, key),
            eq(uploadedFiles.ownerId, ownerId),
            isNotNull(uploadedFiles.uploadedAt),
          ),
        );
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
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
