import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  activities,
  answerHeaders,
  answers,
  assignments,
  classes,
  kits,
  organisations,
  studentClasses,
  teacherClasses,
  users,
} from '../../../db/schema/index.js';
import {
  activeStudents,
  byStudentName,
  type ClassSubject,
  classStudentFields,
} from '../../classes/index.js';
import type { AttemptRow } from '../attempts/attempts.repository.js';
import {
  type VersionedActivity,
  versionedActivityFields,
  versionedActivityOf,
} from '../attempts/content-cache.js';
import { coveringWorkOf } from '../attempts/covering-work.js';
import { type CoveringWork, liveWork, workFields } from '../attempts/reach.repository.js';

/** A class, the live activity asked about (null when there is none) and the work covering it there. */
export interface ClassScene {
  schoolClass: { id: number; organisationId: number };
  /** The subjects the teacher asking teaches the class (none for anyone else). */
  teaching: ClassSubject[];
  found: VersionedActivity | null;
  /** The class's standing assignments covering the activity, newest first. */
  covering: CoveringWork[];
}

/** One active student of a class, with their latest attempt at the activity and their count of attempts. */
export interface StudentSubmission {
  student: { id: number; token: string; firstName: string; lastName: string };
  latest: (AttemptRow & { attempts: number }) | null;
}

type WithActivity = Parameters<typeof versionedActivityOf>[0];

/**
 * What a teacher's class list of one activity reads: the class with the activity, its kit's
 * version and the class's work covering it; then a page of the students, each with their latest
 * attempt. Each is one statement prepared once, so neither the query builder nor PostgreSQL's
 * planner runs again for every list.
 */
export function createReviewRepository(db: Database) {
  const classId = sql.placeholder('classId');
  const activityId = sql.placeholder('activityId');

  // The class's standing assignments of the activity's kit: a row each, nulls when none.
  const scene = db
    .select({
      classId: classes.id,
      organisationId: classes.organisationId,
      subjectIds: sql<number[]>`array(select ${teacherClasses.subjectId} from ${teacherClasses}
        where ${teacherClasses.teacherId} = ${sql.placeholder('teacherId')}
          and ${teacherClasses.classId} = ${classes.id})`,
      ...versionedActivityFields,
      work: workFields,
    })
    .from(classes)
    .leftJoin(activities, and(eq(activities.id, activityId), isNull(activities.retiredAt)))
    .leftJoin(kits, eq(kits.id, activities.kitId))
    .leftJoin(
      assignments,
      and(eq(assignments.classId, classes.id), eq(assignments.kitId, activities.kitId), liveWork),
    )
    .leftJoin(organisations, eq(organisations.id, assignments.organisationId))
    .leftJoin(teacherClasses, eq(teacherClasses.id, assignments.teacherAssignId))
    .where(eq(classes.id, classId))
    .orderBy(desc(assignments.createdAt), desc(assignments.id))
    .prepare('review_class_scene');

  const latest = db
    .select({
      ...getTableColumns(answerHeaders),
      attempts: sql<number>`(count(*) over ())::int`.as('attempts'),
    })
    .from(answerHeaders)
    .where(and(eq(answerHeaders.studentId, users.id), eq(answerHeaders.activityId, activityId)))
    .orderBy(desc(answerHeaders.attemptNumber))
    .limit(1)
    .as('latest');
  const latestFields = Object.fromEntries(
    Object.keys(latest._.selectedFields).map((name) => [
      name,
      latest[name as keyof typeof latest._.selectedFields],
    ]),
  ) as unknown as typeof latest._.selectedFields;
  const inClass = eq(studentClasses.classId, classId);
  const studentsPage = activeStudents(db, {
    student: classStudentFields,
    latest: latestFields,
    total: sql<number>`(count(*) over ())::int`,
  })
    .leftJoinLateral(latest, sql`true`)
    .where(inClass)
    .orderBy(...byStudentName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('review_class_submissions_page');

  const classSize = activeStudents(db, { n: sql<number>`count(*)::int` })
    .where(inClass)
    .prepare('review_class_size');

  const marksOf = db
    .select()
    .from(answers)
    .where(sql`${answers.answerHeaderId} = any(${sql.placeholder('attemptIds')}::int[])`)
    .prepare('review_answers_of_attempts');

  return {
    /**
     * The class, or null when there is none; with the teacher's subjects in it, the live activity
     * and its covering work.
     */
    async classScene(
      classId: number,
      activityId: number,
      teacherId: number | null,
    ): Promise<ClassScene | null> {
      const rows = await scene.execute({ classId, activityId, teacherId });
      const [first] = rows;
      if (!first) return null;
      // A live activity comes with its kit (an inner join's columns, read through a left join).
      const found = first.activity ? versionedActivityOf(first as WithActivity) : null;
      return {
        schoolClass: { id: first.classId, organisationId: first.organisationId },
        teaching: first.subjectIds.map((subjectId) => ({ classId: first.classId, subjectId })),
        found,
        covering: found
          ? coveringWorkOf(
              rows.map((row) => row.work),
              found.activity.id,
            )
          : [],
      };
    },

    /**
     * One page of a class's active students by name, each with their latest attempt at the
     * activity (and how many they made), and how many students there are.
     */
    async classSubmissions(
      classId: number,
      activityId: number,
      limit: number,
      offset: number,
    ): Promise<{ total: number; rows: StudentSubmission[] }> {
      const page = await studentsPage.execute({ classId, activityId, limit, offset });
      const rows = page.map(({ student, latest }) => ({
        student,
        latest: latest?.id == null ? null : (latest as StudentSubmission['latest']),
      }));
      // Past the last page no row tells the count.
      const total = page[0]?.total ?? (await classSize.execute({ classId }))[0]?.n ?? 0;
      return { total, rows };
    },

    /** The answers saved in these attempts: what their marking is worked out from. */
    answersOf(attemptIds: number[]) {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return marksOf.execute({ attemptIds });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
