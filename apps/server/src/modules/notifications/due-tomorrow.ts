import { addDays, schoolDate } from '@kitlab/domain';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { unfinishedWorkDueOn } from './due-tomorrow.repository.js';
import { workDueTomorrowText } from './notification-texts.js';
import { type WriterDeps, writeNotifications } from './notification-writer.js';

/**
 * Notifies each student of open work due tomorrow in their school's time zone that they have
 * not finished. Safe to run as often as wanted: one notification per assignment, due date and
 * student (a moved due date notifies again). Answers how many it made.
 */
export async function makeDueTomorrowNotifications(
  deps: WriterDeps & { db: Database; clock: Clock },
): Promise<number> {
  const now = deps.clock.now();
  // Tomorrow is one of these dates in every zone (UTC-12 to UTC+14).
  const utcToday = now.toISOString().slice(0, 10);
  const candidates = [0, 1, 2].map((days) => addDays(utcToday, days));
  return inTransaction(deps.db, async (tx) => {
    // The unique source key already writes each notice once; taking turns spares the next
    // process a second pass of inserts, each waiting on the first's rows only to be refused.
    await lockUntilCommit(tx, 'kitlab:due-tomorrow-notifications');
    const rows = await unfinishedWorkDueOn(tx, candidates);
    const due = rows.filter((row) => row.dueDate === addDays(schoolDate(now, row.timeZone), 1));
    return writeNotifications(
      tx,
      deps,
      due.map((row) => ({
        ...workDueTomorrowText(
          {
            assignmentId: row.assignmentId,
            kitToken: row.kitToken,
            kitTitle: row.kitTitle,
            activity:
              row.activityId === null || row.activityTitle === null || row.activityType === null
                ? null
                : { id: row.activityId, title: row.activityTitle, type: row.activityType },
          },
          { firstName: row.teacherFirstName, lastName: row.teacherLastName },
          row.dueDate,
        ),
        userId: row.studentId,
        kind: 'work_due_tomorrow' as const,
        sourceKey: `due:${row.assignmentId}:${row.dueDate}`,
        classId: row.classId,
        assignmentId: row.assignmentId,
      })),
      now,
    );
  });
}
