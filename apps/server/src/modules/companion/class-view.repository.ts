import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  activityDetails,
  answerHeaders,
  assignments,
  learningEvents,
  organisations,
  studentClasses,
  users,
} from '../../db/schema/index.js';
import { coveredByAssignment } from '../assignments/index.js';
import {
  activeMemberIds,
  activeStudents,
  byStudentName,
  inSubject,
  subjectOfAssignment,
  teaching,
  teachingFields,
} from '../classes/index.js';

/** A teaching (class x subject) and the class's school time zone. */
export interface TeachingRow {
  id: number;
  teacherId: number;
  organisationId: number;
  classId: number;
  className: string;
  subjectId: number;
  subjectName: string;
  timeZone: string;
}

/** Kinds of event that show a student is working in an attempt. */
const PROGRESS_KINDS = [
  'attempt_started',
  'assessment_start',
  'assessment_stop',
  'answer_question',
];

/** The teaching a prepared statement of the view runs for, and the class it is taught in. */
const teachingId = sql.placeholder('teachingId');
const subjectId = sql.placeholder('subjectId');
const classId = sql.placeholder('classId');

/** The placeholders' values for one teaching. */
const teachingParams = (teaching: TeachingRow) => ({
  subjectId: teaching.subjectId,
  classId: teaching.classId,
});

/**
 * The assignments of the teaching: the class's work in its subject, whoever gave it, and work
 * whose teaching ended, which every teacher of the class reaches (decision 0039).
 */
const workOfTeaching = sql`select ${assignments.id} from ${assignments} where ${assignments.classId} = ${classId} and ${inSubject(subjectOfAssignment, subjectId)}`;

const studentName = {
  userToken: users.token,
  firstName: users.firstName,
  lastName: users.lastName,
};

/**
 * Every SQL statement of the teacher's class view: one query per part, none per student. Each is
 * prepared once, with the teaching and times as parameters, so that PostgreSQL can keep its plan
 * for every connection of the pool (PGlite's driver sends it unnamed and plans it each time).
 */
export function createClassViewRepository(db: Database) {
  const findTeaching = db
    .select({
      ...teachingFields,
      timeZone: organisations.timeZone,
    })
    .from(teaching)
    .innerJoin(organisations, eq(organisations.id, teaching.organisationId))
    .where(eq(teaching.teacherAssignId, teachingId))
    .prepare('companion_find_teaching');

  /**
   * Each open draft of the teaching's work whose latest progress event since `since` is not
   * the end of a visit, with that event: who is in an attempt and when they last moved on.
   */
  const latest = db
    .selectDistinctOn([learningEvents.attemptId], {
      attemptId: learningEvents.attemptId,
      kind: learningEvents.kind,
      occurredAt: learningEvents.occurredAt,
    })
    .from(learningEvents)
    .where(
      and(
        eq(learningEvents.classId, classId),
        sql`${learningEvents.occurredAt} > ${sql.placeholder('since')} and ${learningEvents.occurredAt} <= ${sql.placeholder('now')}`,
        sql`${learningEvents.kind} in (${sql.join(
          PROGRESS_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
        sql`${learningEvents.assignmentId} in (${workOfTeaching})`,
      ),
    )
    .orderBy(learningEvents.attemptId, desc(learningEvents.occurredAt), desc(learningEvents.seq))
    .as('latest');
  const latestProgress = db
    .select({
      ...studentName,
      attemptId: answerHeaders.id,
      activityId: activities.id,
      title: activities.title,
      lastActiveAt: latest.occurredAt,
    })
    .from(latest)
    .innerJoin(answerHeaders, eq(answerHeaders.id, latest.attemptId))
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .innerJoin(users, eq(users.id, answerHeaders.studentId))
    .where(
      and(
        eq(answerHeaders.status, 'DR'),
        sql`${latest.kind} <> 'assessment_stop'`,
        sql`${answerHeaders.studentId} in (${activeMemberIds(classId)})`,
      ),
    )
    .orderBy(asc(latest.occurredAt), asc(users.lastName), asc(users.firstName))
    .prepare('companion_latest_progress');

  /**
   * Active students of the class with open work of the teaching they have no attempt at, and
   * how many such assignments each has.
   */
  const notStarted = activeStudents(db, {
    ...studentName,
    openAssignments: sql<number>`count(*)::int`,
  })
    .innerJoin(
      assignments,
      and(
        eq(assignments.classId, studentClasses.classId),
        eq(assignments.state, 'active'),
        sql`${assignments.id} in (${workOfTeaching})`,
      ),
    )
    .where(
      and(
        eq(studentClasses.classId, classId),
        sql`not exists (select 1 from ${answerHeaders} inner join ${activities} on ${activities.id} = ${answerHeaders.activityId} where ${answerHeaders.studentId} = ${users.id} and ${coveredByAssignment})`,
      ),
    )
    .groupBy(users.id, users.token, users.firstName, users.lastName)
    .orderBy(...byStudentName)
    .prepare('companion_not_started');

  /**
   * Questions of the teaching's work answered in [from, to): per question, how many students'
   * latest verdict in that time was wrong and how many answered; the most missed first.
   */
  const verdicts = db
    .selectDistinctOn([learningEvents.studentId, learningEvents.activityDetailId], {
      detailId: learningEvents.activityDetailId,
      success: learningEvents.success,
    })
    .from(learningEvents)
    .where(
      and(
        eq(learningEvents.classId, classId),
        eq(learningEvents.kind, 'answer_question'),
        sql`${learningEvents.occurredAt} >= ${sql.placeholder('from')} and ${learningEvents.occurredAt} < ${sql.placeholder('to')}`,
        sql`${learningEvents.success} is not null`,
        sql`${learningEvents.assignmentId} in (${workOfTeaching})`,
      ),
    )
    .orderBy(
      learningEvents.studentId,
      learningEvents.activityDetailId,
      desc(learningEvents.occurredAt),
      desc(learningEvents.seq),
    )
    .as('verdicts');
  const wrong = sql<number>`count(*) filter (where ${verdicts.success} = false)::int`;
  const mostMissed = db
    .select({
      activityDetailId: activityDetails.id,
      question: activityDetails.text,
      activityId: activities.id,
      activityTitle: activities.title,
      wrong,
      answered: sql<number>`count(*)::int`,
    })
    .from(verdicts)
    .innerJoin(activityDetails, eq(activityDetails.id, verdicts.detailId))
    .innerJoin(activities, eq(activities.id, activityDetails.activityId))
    .groupBy(activityDetails.id, activityDetails.text, activities.id, activities.title)
    .having(sql`count(*) filter (where ${verdicts.success} = false) > 0`)
    .orderBy(desc(wrong), desc(sql`count(*)`), asc(activityDetails.id))
    .limit(1)
    .prepare('companion_most_missed');

  return {
    async findTeaching(teacherAssignId: number): Promise<TeachingRow | null> {
      const [row] = await findTeaching.execute({ teachingId: teacherAssignId });
      return row ?? null;
    },
    latestProgress: (teaching: TeachingRow, since: Date, now: Date) =>
      latestProgress.execute({ ...teachingParams(teaching), since, now }),
    notStarted: (teaching: TeachingRow) => notStarted.execute(teachingParams(teaching)),
    async mostMissed(teaching: TeachingRow, from: Date, to: Date) {
      const [row] = await mostMissed.execute({ ...teachingParams(teaching), from, to });
      return row ?? null;
    },
  };
}

export type ClassViewRepository = ReturnType<typeof createClassViewRepository>;
