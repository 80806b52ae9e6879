import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import { discussionMessages, discussions, messageReports } from '../../db/schema/index.js';
import {
  holdsStudentName,
  studentSchoolSql,
  withoutStudentName,
} from '../../lib/student-naming.sql.js';

/**
 * A student's messages for the export of their data: their own threads (with their teachers'
 * replies) and what they wrote in their class's threads; and the messages they reported.
 */
export async function exportDiscussionsStudentData(db: Database, studentId: number) {
  const messages = await db
    .select({
      discussion: discussions.token,
      own_thread: eq(discussions.studentId, studentId),
      written_by: discussionMessages.authorType,
      by_them: eq(discussionMessages.authorId, studentId),
      body: discussionMessages.body,
      created_at: discussionMessages.createdAt,
    })
    .from(discussionMessages)
    .innerJoin(discussions, eq(discussions.id, discussionMessages.discussionId))
    .where(or(eq(discussions.studentId, studentId), eq(discussionMessages.authorId, studentId)))
    .orderBy(asc(discussionMessages.id));
  const reports_made = await rowsOfStudent(db, messageReports.reporterId, studentId, {
    reason: messageReports.reason,
    created_at: messageReports.createdAt,
  });
  return { messages, reports_made };
}

/**
 * Removes a student's threads (with every message in them), the messages they wrote in their
 * class's threads (a child's own words go, not only their name) and the reports they made; what
 * others wrote naming them in full says "a former student" instead.
 */
export function eraseDiscussionsStudentData(tx: Database, studentId: number): Promise<number> {
  const body = sql`${discussionMessages.body}`;
  return rowsWritten(tx, [
    sql`select 1 from ${discussionMessages} join ${discussions} on ${discussions.id} = ${discussionMessages.discussionId} where ${discussions.studentId} = ${studentId} and ${discussionMessages.authorId} is distinct from ${studentId}`,
    sql`delete from ${discussions} where ${discussions.studentId} = ${studentId} returning 1`,
    sql`delete from ${discussionMessages} where ${discussionMessages.authorId} = ${studentId} returning 1`,
    sql`delete from ${messageReports} where ${messageReports.reporterId} = ${studentId} returning 1`,
    sql`update ${discussionMessages} set ${sql.identifier('body')} = ${withoutStudentName(body, studentId)}
      where ${discussionMessages.organisationId} = ${studentSchoolSql(studentId)}
        and ${discussionMessages.authorId} is distinct from ${studentId}
        and ${discussionMessages.discussionId} not in (select ${discussions.id} from ${discussions} where ${discussions.studentId} = ${studentId})
        and ${holdsStudentName(body, studentId)} returning 1`,
  ]);
}
