import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import {
  announcements,
  notificationKindSettings,
  notificationSettings,
  notifications,
} from '../../db/schema/index.js';
import {
  holdsStudentName,
  namesStudent,
  studentSchoolSql,
  withoutStudentName,
} from '../../lib/student-naming.sql.js';

/** A student's notifications and their settings, for the export of their data. */
export async function exportNotificationsStudentData(db: Database, studentId: number) {
  const received = await rowsOfStudent(
    db,
    notifications.userId,
    studentId,
    {
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      created_at: notifications.createdAt,
      read_at: notifications.readAt,
    },
    desc(notifications.id),
  );
  const settings = await rowsOfStudent(db, notificationSettings.userId, studentId, {
    quiet_hours_start: notificationSettings.quietHoursStart,
    quiet_hours_end: notificationSettings.quietHoursEnd,
  });
  const kinds = await rowsOfStudent(db, notificationKindSettings.userId, studentId, {
    kind: notificationKindSettings.kind,
    delivery: notificationKindSettings.delivery,
  });
  return { notifications: received, settings, kinds };
}

/**
 * Removes the student's notifications and settings, and the notifications others got about them
 * (caused by them, or naming them: "Zoe Ng handed in ..."), with their pushes; a teacher's
 * announcement naming them in full says "a former student" instead.
 */
export function eraseNotificationsStudentData(tx: Database, studentId: number): Promise<number> {
  const [title, body] = [sql`${announcements.title}`, sql`${announcements.body}`];
  const text = sql`${notifications.title} || ' ' || ${notifications.body} || ' ' || ${notifications.link}`;
  return rowsWritten(tx, [
    sql`delete from ${notifications} where ${notifications.userId} = ${studentId}
      or ${notifications.actorId} = ${studentId} or ${namesStudent(text, studentId)} returning 1`,
    sql`delete from ${notificationSettings} where ${notificationSettings.userId} = ${studentId} returning 1`,
    sql`delete from ${notificationKindSettings} where ${notificationKindSettings.userId} = ${studentId} returning 1`,
    sql`update ${announcements} set ${sql.identifier('title')} = ${withoutStudentName(title, studentId)},
        ${sql.identifier('body')} = ${withoutStudentName(body, studentId)}
      where ${announcements.organisationId} = ${studentSchoolSql(studentId)}
        and ${holdsStudentName(sql`${title} || ' ' || ${body}`, studentId)} returning 1`,
  ]);
}
