import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  activityTimeNorms,
  answerHeaders,
  assignments,
  kits,
  learningEvents,
  organisations,
  studentClasses,
  topics,
} from '../../db/schema/index.js';
import { coveredByAssignment } from '../assignments/index.js';

/** How many rows a list of the guide reads before it is cut to what the companion shows. */
const READ_AHEAD = 20;

/** Ids of the classes the student sits in, as a subquery. */
const classesOf = (studentId: number) =>
  sql`select ${studentClasses.classId} from ${studentClasses} where ${studentClasses.studentId} = ${studentId}`;

/** The district a school belongs to (the school itself without one): the scope of time norms. */
export const scopeOf = sql`coalesce(${organisations.parentId}, ${organisations.id})`;

/**
 * An answer of a submitted attempt whose progress code is W: a quiz answer scored wrong (and not
 * overridden), or an item a teacher marked (or overrode) with no marks.
 */
const wrongAnswer = sql`((an.marks_obtained is not null and an.marks_obtained <= 0 and (an.marked_at is not null or an.automatic_marks is not null))
  or (${activities.activityType} = 'quiz' and an.automatic_marks is null and an.is_correct = false and jsonb_array_length(an.option_ids) > 0))`;

/** Every SQL statement of the student's guide: one query per part, none per row. */
export function createStudentGuideRepository(db: Database) {
  return {
    /**
     * Activities of the class's open work the student has not handed in, soonest due first, in
     * kit order, with the district's usual time for each (null before a norm exists).
     */
    dueWork(studentId: number) {
      return db
        .select({
          assignmentId: assignments.id,
          activityId: activities.id,
          activityType: activities.activityType,
          title: activities.title,
          kitToken: kits.token,
          kitTitle: kits.title,
          dueDate: assignments.dueDate,
          medianSeconds: activityTimeNorms.medianSeconds,
          sampleCount: activityTimeNorms.sampleCount,
        })
        .from(assignments)
        .innerJoin(kits, eq(kits.id, assignments.kitId))
        .innerJoin(activities, coveredByAssignment)
        .innerJoin(topics, eq(topics.id, activities.topicId))
        .innerJoin(organisations, eq(organisations.id, assignments.organisationId))
        .leftJoin(
          activityTimeNorms,
          and(
            eq(activityTimeNorms.activityId, activities.id),
            eq(activityTimeNorms.scopeId, scopeOf),
          ),
        )
        .where(
          and(
            sql`${assignments.classId} in (${classesOf(studentId)})`,
            eq(assignments.state, 'active'),
            sql`not exists (select 1 from ${answerHeaders} where ${answerHeaders.studentId} = ${studentId} and ${answerHeaders.activityId} = ${activities.id} and ${answerHeaders.status} = 'S')`,
          ),
        )
        .orderBy(
          asc(assignments.dueDate),
          asc(assignments.id),
          asc(topics.position),
          asc(activities.position),
          asc(activities.id),
        )
        .limit(READ_AHEAD);
    },

    /**
     * The student's open draft they were last active in, at an activity their class's work still
     * covers, with how many of its items they have answered.
     */
    async openDraft(studentId: number) {
      const lastActive = sql<Date>`coalesce((select max(${learningEvents.occurredAt}) from ${learningEvents} where ${learningEvents.attemptId} = ${answerHeaders.id}), ${answerHeaders.updatedAt})`;
      const [row] = await db
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
            sql`exists (select 1 from ${assignments} where ${assignments.classId} in (${classesOf(studentId)}) and ${assignments.state} <> 'cancelled' and ${coveredByAssignment})`,
          ),
        )
        .orderBy(desc(lastActive), desc(answerHeaders.id))
        .limit(1);
      return row ?? null;
    },

    /** Topics with W answers in the student's latest submitted attempt at each activity. */
    revisitTopics(studentId: number) {
      return db
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
        .limit(READ_AHEAD);
    },

    /** The attempt of the student's latest hand-in event, with its marks as they stand now. */
    async lastHandIn(studentId: number) {
      const [row] = await db
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
        .where(
          and(eq(learningEvents.actorId, studentId), eq(learningEvents.kind, 'attempt_submitted')),
        )
        .orderBy(desc(learningEvents.seq))
        .limit(1);
      return row ?? null;
    },
  };
}

export type StudentGuideRepository = ReturnType<typeof createStudentGuideRepository>;
