import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import { discussionReads } from '../../db/schema/index.js';

/** How far a student read each discussion, for the export of their data. */
export async function exportDiscussionReadsStudentData(db: Database, studentId: number) {
  const read_positions = await rowsOfStudent(db, discussionReads.userId, studentId, {
    read_at: discussionReads.readAt,
    archived_at: discussionReads.archivedAt,
  });
  return { read_positions };
}

/** Removes a student's read positions; answers how many went. */
export function eraseDiscussionReadsStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${discussionReads} where ${discussionReads.userId} = ${studentId} returning 1`,
  ]);
}
