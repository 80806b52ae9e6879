import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  activityDetails,
  activityTimeNorms,
  answerHeaders,
  assignments,
  kits,
  learningEvents,
  organisations,
  studentClasses,
  topics,
} from '../../db/schema/index.js';
import { coveredByAssignment, standingAssignment } from '../assignments/index.js';
import { districtIdOf } from '../organisations/index.js';

/** How many rows a list of the guide reads before it is cut to what the companion shows. */
const READ_AHEAD = 20;

/** The student whose guide it is: every statement is prepared once and run with their id. */
const studentId = sql.placeholder('studentId');

/** Ids of the classes the student sits in, as a subquery. */
const classesOfStudent = sql`select ${studentClasses.classId} from ${studentClasses} where ${studentClasses.studentId} = ${studentId}`;

/**
 * An answer of a submitted attempt whose progress code is W: a quiz answer scored wrong (and not
 * overridden), or an item worth marks that a teacher marked (or overrode) with none. A checked
 * step of a quest is worth no marks and gets none: that is done, not wrong.
 */
const wrongAnswer = sql`((an.marks_obtained is not null and an.marks_obtained <= 0 and (an.marked_at is not null or an.automatic_marks is not null)
    and (select ${activityDetails.marks} from ${activityDetails} where ${activityDetails.id} = an.activity_detail_id) > 0)
  or (${activities.activityType} = 'quiz' and an.automatic_marks is null and an.is_correct = false and jsonb_array_length(an.option_ids) > 0))`;

/**
 * The active assignments of the student's classes, with their kit and the scope of time norms:
 * the `work` that dueWork reads behind `offset 0`, which PostgreSQL plans on its own. Folded
 * into one join search of eight tables, planning the query took ten times as long as running it.
 */
const openWork = (db: Database) =>
  sql`(${db
    .select({
      id: assignments.id,
      kitId: assignments.kitId,
      activityId: assignments.activityId,
      dueDate: assignments.dueDate,
      token: kits.token,
      title: kits.title,
      scopeId: sql`${districtIdOf}`.as('scope_id'),
    })
    .from(assignments)
    .innerJoin(kits, eq(kits.id, assignments.kitId))
    .innerJoin(organisations, eq(organisations.id, assignments.organisationId))
    .where(
      and(sql`${assignments.classId} in (${classesOfStudent})`, eq(assignments.state, 'active')),
    )} offset 0) as work`;

/** A column of openWork's `work`. */
const work = (column: string) => sql`work.${sql.identifier(column)}`;

/**
 * Every SQL statement of the student's guide: one query per part, none per row. Each is prepared
 * once, with the student's id as its parameter, so that PostgreSQL can keep its plan for every
 * connection of the pool (PGlite's driver sends it unnamed and plans it each time).
 */
export function createStudentGuideRepository(db: Database) {
  /**
   * Activities of the class's open work the student has not handed in, soonest due first, in
   * kit order, with the district's usual time for each (null before a norm exists).
   */
  const dueWork = db
    .select({
      assignmentId: work('id').mapWith(assignments.id),
      activityId: activities.id,
      activityType: activities.activityType,
      title: activities.title,
      kitToken: work('token').mapWith(kits.token),
      kitTitle: work('title').mapWith(kits.title),
      dueDate: work('due_date').mapWith(assignments.dueDate),
      medianSeconds: activityTimeNorms.medianSeconds,
      sampleCount: activityTimeNorms.sampleCount,
    })
    .from(openWork(db))
    .innerJoin(
      activities,
      sql`${activities.kitId} = ${work('kit_id')} and ${activities.retiredAt} is null and (${work('activity_id')} is null or ${activities.id} = ${work('activity_id')})`,
    )
    .innerJoin(topics, eq(topics.id, activities.topicId))
    .leftJoin(
      activityTimeNorms,
      and(
        eq(activityTimeNorms.activityId, activities.id),
        sql`${activityTimeNorms.scopeId} = ${work('scope_id')}`,
      ),
    )
    .where(
      sql`not exists (select 1 from ${answerHeaders} where ${answerHeaders.studentId} = ${studentId} and ${answerHeaders.activityId} = ${activities.id} and ${answerHeaders.status} = 'S')`,
    )
    .orderBy(
      asc(work('due_date')),
      asc(work('id')),
      asc(topics.position),
      asc(activities.position),
      asc(activities.id),
    )
    .limit(READ_AHEAD)
    .prepare('companion_due_work');

  /**
   * The student's open draft they were last active in, at an activity their class's work still
   * covers, with how many of its items they have answered.
   */
  const lastActive = sql<Date>`coalesce((select max(${learningEvents.occurredAt}) from ${learningEvents} where ${learningEvents.attemptId} = ${answerHeaders.id}), ${answerHeaders.updatedAt})`;
  const openDraft = db
    .select({
      answerHeaderId: answerHeaders.id,
      activityId: activities.id,
      activityType: activities.activityType,
      title: activities.title,
      kitToken: kits.token,
      answered: sql<number>`(select count(*) from answers where answers.answer_header_id = ${answerHeaders.id})::int`,
      total: sql<number>`(select count(*) from activity_details d where d.activity_id = ${activities.id} and d.detail_type <> 'page_break' and d.retired_at is null)::int`,
      lastActiveAt: lastActive.mapWith(answerHeaders.updatedAt),
    })
    .from(answerHeaders)
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .innerJoin(kits, eq(kits.id, activities.kitId))
    .where(
      and(
        eq(answerHeaders.studentId, studentId),
        eq(answerHeaders.status, 'DR'),
        sql`${activities.retiredAt} is null`,
        sql`exists (select 1 from ${assignments} where ${assignments.classId} in (${classesOfStudent}) and ${standingAssignment} and ${coveredByAssignment})`,
      ),
    )
    .orderBy(desc(lastActive), desc(answerHeaders.id))
    .limit(1)
    .prepare('companion_open_draft');

  /** Topics with W answers in the student's latest submitted attempt at each activity. */
  const revisitTopics = db
    .select({
      topicId: topics.id,
      topicTitle: topics.title,
      kitToken: kits.token,
      wrong: sql<number>`count(*)::int`,
    })
    .from(
      sql`(select distinct on (h.activity_id) h.id, h.activity_id from ${answerHeaders} h where h.student_id = ${studentId} and h.status = 'S' order by h.activity_id, h.attempt_number desc) as latest`,
    )
    .innerJoin(sql`answers an`, sql`an.answer_header_id = latest.id`)
    .innerJoin(activities, sql`${activities.id} = latest.activity_id`)
    .innerJoin(topics, eq(topics.id, activities.topicId))
    .innerJoin(kits, eq(kits.id, topics.kitId))
    .where(and(wrongAnswer, sql`${topics.retiredAt} is null`))
    .groupBy(topics.id, topics.title, kits.token)
    .orderBy(desc(sql`count(*)`), asc(topics.id))
    .limit(READ_AHEAD)
    .prepare('companion_revisit_topics');

  /** The attempt of the student's latest hand-in event, with its marks as they stand now. */
  const lastHandIn = db
    .select({
      answerHeaderId: answerHeaders.id,
      title: activities.title,
      submittedAt: learningEvents.occurredAt,
      status: answerHeaders.status,
      marksObtained: answerHeaders.marksObtained,
      totalMarks: answerHeaders.totalMarks,
    })
    .from(learningEvents)
    .innerJoin(answerHeaders, eq(answerHeaders.id, learningEvents.attemptId))
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .where(and(eq(learningEvents.actorId, studentId), eq(learningEvents.kind, 'attempt_submitted')))
    .orderBy(desc(learningEvents.seq))
    .limit(1)
    .prepare('companion_last_hand_in');

  return {
    dueWork: (student: number) => dueWork.execute({ studentId: student }),
    async openDraft(student: number) {
      const [row] = await openDraft.execute({ studentId: student });
      return row ?? null;
    },
    revisitTopics: (student: number) => revisitTopics.execute({ studentId: student }),
    async lastHandIn(student: number) {
      const [row] = await lastHandIn.execute({ studentId: student });
      return row ?? null;
    },
  };
}

export type StudentGuideRepository = ReturnType<typeof createStudentGuideRepository>;
