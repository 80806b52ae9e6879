import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import {
  activities,
  answerHeaders,
  assignments,
  classes,
  kits,
  organisations,
  studentClasses,
  teacherClasses,
  topics,
  users,
} from '../../../db/schema/index.js';
import { standingAssignment } from '../../assignments/index.js';
import {
  activeStudents,
  type ClassSubject,
  classStudentFields,
  inClasses,
  studentClassesOf,
  teachingOf,
} from '../../classes/index.js';
import { type CoveringWork, coveringWorkOf } from './covering-work.js';

export type ActivityRow = typeof activities.$inferSelect;

/** A live activity with its kit's token (media addresses, the way back) and title. */
export interface ActivityInKit {
  activity: ActivityRow;
  kitToken: string;
  kitTitle: string;
}

/** An attempt's activity while it is live (not retired): how a call on an attempt joins it. */
export const liveActivityOfAttempt = and(
  eq(activities.id, answerHeaders.activityId),
  isNull(activities.retiredAt),
);

/** An activity's kit. */
export const kitOfActivity = eq(kits.id, activities.kitId);

/** The columns of a covering assignment, from assignments, organisations and teacher_classes. */
export const workFields = {
  id: assignments.id,
  classId: assignments.classId,
  activityId: assignments.activityId,
  organisationId: assignments.organisationId,
  state: assignments.state,
  dueDate: assignments.dueDate,
  instructions: assignments.instructions,
  allowRetries: assignments.allowRetries,
  timeZone: organisations.timeZone,
  teacherId: assignments.teacherId,
  subjectId: teacherClasses.subjectId,
};

/**
 * Joins, to a query reading `activities`, the standing assignments of the class for the
 * activity's kit (a row each, newest first; nulls when none), with what `workFields` reads
 * beside them.
 */
export function joinWorkOfClass<T extends PgSelect>(query: T, classId: AnyColumn) {
  return query
    .leftJoin(
      assignments,
      and(
        eq(assignments.classId, classId),
        eq(assignments.kitId, activities.kitId),
        standingAssignment,
      ),
    )
    .leftJoin(organisations, eq(organisations.id, assignments.organisationId))
    .leftJoin(teacherClasses, eq(teacherClasses.id, assignments.teacherAssignId))
    .orderBy(desc(assignments.createdAt), desc(assignments.id));
}

/** `joinWorkOfClass` for the class the student sits in. */
export function joinClassWork<T extends PgSelect>(query: T, studentId: SQLWrapper | AnyColumn) {
  return joinWorkOfClass(
    query.leftJoin(studentClasses, eq(studentClasses.studentId, studentId)),
    studentClasses.classId,
  );
}

const inKit = { activity: activities, kitToken: kits.token, kitTitle: kits.title };

/**
 * Which activities, classes and students a caller reaches. The reads every call of a student or
 * reviewer makes are prepared once, on the app's database (never inside a transaction), so
 * neither the query builder nor PostgreSQL's planner runs again for each call.
 */
export function createReachRepository(db: Database) {
  const studentClass = studentClassesOf(db, sql.placeholder('studentId')).prepare(
    'reach_student_class',
  );
  const teaching = teachingOf(db, sql.placeholder('teacherId')).prepare('reach_teaching');
  const liveActivity = db
    .select(inKit)
    .from(activities)
    .innerJoin(kits, eq(kits.id, activities.kitId))
    .where(and(eq(activities.id, sql.placeholder('activityId')), isNull(activities.retiredAt)))
    .prepare('reach_activity');
  const kitWorkOfClasses = db
    .select(workFields)
    .from(assignments)
    .innerJoin(organisations, eq(organisations.id, assignments.organisationId))
    .leftJoin(teacherClasses, eq(teacherClasses.id, assignments.teacherAssignId))
    .where(
      and(
        sql`${assignments.classId} = any(${sql.placeholder('classIds')}::int[])`,
        eq(assignments.kitId, sql.placeholder('kitId')),
        standingAssignment,
      ),
    )
    .orderBy(desc(assignments.createdAt), desc(assignments.id))
    .prepare('reach_kit_work');

  /** Assignments (not cancelled) of these classes for a kit, newest first. */
  async function kitWork(classIds: number[], kitId: number): Promise<CoveringWork[]> {
    if (classIds.length === 0) return [];
    return kitWorkOfClasses.execute({ classIds, kitId });
  }

  return {
    /** The id of the class the student sits in, or null before they are placed in one. */
    async studentClassOf(studentId: number): Promise<number | null> {
      const [row] = await studentClass.execute({ studentId });
      return row?.classId ?? null;
    },

    async activity(activityId: number): Promise<ActivityInKit | null> {
      const [row] = await liveActivity.execute({ activityId });
      return row ?? null;
    },

    /** Assignments (not cancelled) of these classes that cover the activity, newest first. */
    async workCovering(classIds: number[], activity: Pick<ActivityRow, 'id' | 'kitId'>) {
      return coveringWorkOf(await kitWork(classIds, activity.kitId), activity.id);
    },

    kitWork,

    /** The live activities of a kit, in kit order. */
    async kitActivities(kitId: number): Promise<ActivityInKit[]> {
      return db
        .select(inKit)
        .from(activities)
        .innerJoin(kits, eq(kits.id, activities.kitId))
        .innerJoin(topics, eq(topics.id, activities.topicId))
        .where(and(eq(activities.kitId, kitId), isNull(activities.retiredAt)))
        .orderBy(asc(topics.position), asc(activities.position), asc(activities.id));
    },

    /** The classes and subjects a teacher teaches. */
    teachingOf(teacherId: number): Promise<ClassSubject[]> {
      return teaching.execute({ teacherId });
    },

    async classesOfSchools(schoolIds: number[]): Promise<number[]> {
      if (schoolIds.length === 0) return [];
      const rows = await db
        .select({ id: classes.id })
        .from(classes)
        .where(inArray(classes.organisationId, schoolIds));
      return rows.map((r) => r.id);
    },

    /** An active student of one of the classes, by id or user token, with their class. */
    async studentIn(classIds: number[], who: { id: number } | { token: string }) {
      if (classIds.length === 0) return null;
      const [row] = await activeStudents(db, {
        ...classStudentFields,
        classId: studentClasses.classId,
      }).where(
        and(inClasses(classIds), 'id' in who ? eq(users.id, who.id) : eq(users.token, who.token)),
      );
      return row ?? null;
    },
  };
}

export type ReachRepository = ReturnType<typeof createReachRepository>;
