import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsWritten } from '../../db/rows-written.js';
import { uploadedFiles } from '../../db/schema/index.js';

/** Where an uploaded file sits in a student's export, named by its id, never by the student. */
const fileNameOf = (id: number, contentType: string) =>
  `uploads/${id}.${contentType.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'bin'}`;

const uploadRows = (db: Database, studentId: number) =>
  db
    .select({
      id: uploadedFiles.id,
      key: uploadedFiles.key,
      content_type: uploadedFiles.contentType,
      bytes: uploadedFiles.bytes,
      uploaded_at: uploadedFiles.uploadedAt,
    })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, studentId))
    .orderBy(uploadedFiles.id);

/** A student's uploaded files as stored: their key in the file store and their place in the export. */
export async function studentUploadFiles(db: Database, studentId: number) {
  const rows = await uploadRows(db, studentId);
  return rows.map((row) => ({ key: row.key, file: fileNameOf(row.id, row.content_type) }));
}

/** A student's uploads for the export of their data (the bytes go beside, under `file`). */
export async function exportUploadsStudentData(db: Database, studentId: number) {
  const rows = await uploadRows(db, studentId);
  const uploads = rows.map(({ id, key: _key, ...row }) => ({
    file: fileNameOf(id, row.content_type),
    ...row,
  }));
  return { uploads };
}

/**
 * Removes a student's upload rows (their answers, which held them, go first); the stored bytes
 * are removed by the caller once the erasure commits. Answers how many went.
 */
export function eraseUploadsStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${uploadedFiles} where ${uploadedFiles.ownerId} = ${studentId} returning 1`,
  ]);
}
