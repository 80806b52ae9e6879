import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import {
  classes,
  type LearningEventKind,
  learningEvents,
  organisations,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import type { WatchedClass, Watcher } from './class-topics.policy.js';
import type { ClassWorkEvent } from './class-work-relay.js';

/**
 * The learning events that change what a class's reports show: its work started, answered,
 * handed in, marked (an override too) or returned, the player opened or left, and the work set,
 * moved or closed. A student's sign-in or study of a topic is no report's business.
 */
export const CLASS_WORK_KINDS = [
  'answer_question',
  'attempt_started',
  'attempt_submitted',
  'work_marked',
  'work_returned',
  'assessment_start',
  'assessment_stop',
  'assignment_given',
  'assignment_due_date_changed',
  'assignment_instructions_changed',
  'assignment_cancelled',
  'assignment_completed',
  'assignment_reopened',
] as const satisfies readonly LearningEventKind[];

/**
 * The newest event seq of all (`top`, which later polls take their floor from) and the events of
 * the watched classes after `floor`, oldest first. Not a prepared statement on purpose: planned
 * with its values, PostgreSQL reads the few seconds of events above the floor by the primary key
 * (with the class index when the range is wide); a generic plan, which a prepared statement may
 * switch to, reads every event the watched classes ever had (decision 0051).
 */
const classWorkAfter = (floor: number, classIds: readonly number[]) => {
  const e = learningEvents;
  return sql`select (select max(${e.seq}) from ${e}) as top,
    coalesce((select json_agg(json_build_object('seq', ${e.seq}, 'class_id', ${e.classId},
        'activity_id', ${e.activityId}, 'student_id', ${e.studentId}, 'kind', ${e.kind}) order by ${e.seq})
      from ${e}
      where ${e.seq} > ${floor} and ${e.classId} = any(${`{${classIds.join(',')}}`}::int[])
        and ${e.kind} in (${sql.join(
          CLASS_WORK_KINDS.map((kind) => sql.raw(`'${kind}'`)),
          sql`, `,
        )})),
      '[]'::json) as events`;
};

/** What the live stream reads of class work: new events of watched classes, and who may watch. */
export function createClassWorkRepository(db: Database) {
  return {
    /** The watched classes' events after `floor` (none when `floor` is null), and the newest seq. */
    async eventsAfter(classIds: readonly number[], floor: number | null) {
      const [row] = await rowsOf<{ top: string | number | null; events: ClassWorkEvent[] }>(
        db,
        classWorkAfter(floor ?? Number.MAX_SAFE_INTEGER, classIds),
      );
      return { top: Number(row?.top ?? 0), events: row?.events ?? [] };
    },

    /** The user, the classes asked for (absent when there is no such class) and which they teach. */
    async watcherOf(userId: number, classIds: readonly number[]) {
      const [user] = await db
        .select({ id: users.id, userType: users.userType, organisationId: users.organisationId })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || classIds.length === 0) return null;
      const ids = [...classIds];
      const watched: WatchedClass[] = await db
        .select({
          id: classes.id,
          schoolId: classes.organisationId,
          districtId: organisations.parentId,
        })
        .from(classes)
        .innerJoin(organisations, eq(organisations.id, classes.organisationId))
        .where(inArray(classes.id, ids));
      const teaching = await db
        .select({ classId: teacherClasses.classId, subjectId: teacherClasses.subjectId })
        .from(teacherClasses)
        .where(and(eq(teacherClasses.teacherId, userId), inArray(teacherClasses.classId, ids)));
      const watcher: Watcher = { ...user, teaching };
      return { watcher, watched };
    },
  };
}

export type ClassWorkRepository = ReturnType<typeof createClassWorkRepository>;
