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
import type { ClassWorkEvent, EarlierEvents, PollWindow } from './class-work-relay.js';

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
 * The newest event seq of all (`top`, which later polls take their floor from), the events of the
 * watched classes after `after`, oldest first, and how many of theirs lie in `(floor, after]` with
 * the sum of their seqs. Not a prepared statement on purpose: planned with its values, PostgreSQL
 * reads the few seconds of events above the floor by the primary key (with the class index when
 * the range is wide); a generic plan, which a prepared statement may switch to, reads every event
 * the watched classes ever had (decision 0051).
 */
const classWorkAfter = ({ floor, after }: PollWindow, classIds: readonly number[]) => {
  const e = learningEvents;
  const watched = sql`${e.classId} = any(${`{${classIds.join(',')}}`}::int[])
    and ${e.kind} in (${sql.join(
      CLASS_WORK_KINDS.map((kind) => sql.raw(`'${kind}'`)),
      sql`, `,
    )})`;
  return sql`select (select max(${e.seq}) from ${e}) as top,
    (select json_build_object('count', count(*), 'seqSum', coalesce(sum(${e.seq}), 0))
      from ${e} where ${e.seq} > ${floor} and ${e.seq} <= ${after} and ${watched}) as earlier,
    coalesce((select json_agg(json_build_object('seq', ${e.seq}, 'class_id', ${e.classId},
        'activity_id', ${e.activityId}, 'student_id', ${e.studentId}, 'kind', ${e.kind}) order by ${e.seq})
      from ${e} where ${e.seq} > ${after} and ${watched}),
      '[]'::json) as events`;
};

/** A window no event lies in or after: the first poll reads only the newest seq. */
const NOTHING: PollWindow = { floor: Number.MAX_SAFE_INTEGER, after: Number.MAX_SAFE_INTEGER };

/** What the live stream reads of class work: new events of watched classes, and who may watch. */
export function createClassWorkRepository(db: Database) {
  return {
    /** See `classWorkAfter`; without a window, only the newest seq. */
    async eventsAfter(classIds: readonly number[], window: PollWindow | null) {
      const [row] = await rowsOf<{
        top: string | number | null;
        events: ClassWorkEvent[];
        earlier: EarlierEvents;
      }>(db, classWorkAfter(window ?? NOTHING, classIds));
      return {
        top: Number(row?.top ?? 0),
        events: row?.events ?? [],
        earlier: row?.earlier ?? { count: 0, seqSum: 0 },
      };
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
