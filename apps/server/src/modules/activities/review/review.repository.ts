import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonListOf } from '../../../db/json-lists.js';
import {
  activities,
  answerHeaders,
  answers,
  classes,
  kits,
  studentClasses,
  users,
} from '../../../db/schema/index.js';
import { activeStudents, byStudentName, type ClassSubject } from '../../classes/index.js';
import type { AttemptRow } from '../attempts/attempts.repository.js';
import {
  type VersionedActivity,
  versionedActivityFields,
  versionedActivityOf,
} from '../attempts/content-cache.js';
import { type CoveringWork, coveringWorkOf } from '../attempts/covering-work.js';
import { joinWorkOfClass, workFields } from '../attempts/reach.repository.js';
import { subjectsTaught } from './subjects-taught.js';

/** A student's latest attempt at the activity, as the class list shows it. */
export type ListedAttempt = Pick<
  AttemptRow,
  | 'id'
  | 'status'
  | 'attemptNumber'
  | 'marksObtained'
  | 'totalMarks'
  | 'timeSpentMs'
  | 'startedAt'
  | 'submittedAt'
> & {
  /** How many attempts the student made at the activity. */
  attempts: number;
};

/** One active student of a class, with their latest attempt at the activity. */
export interface StudentSubmission {
  student: { id: number; token: string; firstName: string; lastName: string };
  latest: ListedAttempt | null;
}

/** A row of the page as the statement writes it in JSON: its times as text. */
interface PageRow {
  id: number;
  token: string;
  firstName: string;
  lastName: string;
  /** How many active students the class has. */
  total: number;
  latest:
    | (Omit<ListedAttempt, 'startedAt' | 'submittedAt'> & {
        startedAt: string;
        submittedAt: string | null;
      })
    | null;
}

const submissionOf = ({ latest, id, token, firstName, lastName }: PageRow): StudentSubmission => ({
  student: { id, token, firstName, lastName },
  latest: latest && {
    ...latest,
    startedAt: new Date(latest.startedAt),
    submittedAt: latest.submittedAt === null ? null : new Date(latest.submittedAt),
  },
});

/**
 * A class, the live activity asked about (null when there is none), the work covering it there
 * and a page of the class's students.
 */
export interface ClassScene {
  schoolClass: { id: number; organisationId: number };
  /** The subjects the teacher asking teaches the class (none for anyone else). */
  teaching: ClassSubject[];
  found: VersionedActivity | null;
  /** The class's standing assignments covering the activity, newest first. */
  covering: CoveringWork[];
  /** How many active students the class has, and the page asked for of them, by name. */
  total: number;
  students: StudentSubmission[];
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

  // The page of students, each with their latest attempt at the activity (and how many they
  // made), as one JSON object a row: read beside the class, used once the rules allow it.
  const latestAttempt = sql`(select json_build_object('id', ${answerHeaders.id},
      'status', ${answerHeaders.status}, 'attemptNumber', ${answerHeaders.attemptNumber},
      'marksObtained', ${answerHeaders.marksObtained}, 'totalMarks', ${answerHeaders.totalMarks},
      'timeSpentMs', ${answerHeaders.timeSpentMs}, 'startedAt', ${answerHeaders.startedAt},
      'submittedAt', ${answerHeaders.submittedAt}, 'attempts', count(*) over ())
    from ${answerHeaders}
    where ${answerHeaders.studentId} = ${users.id} and ${answerHeaders.activityId} = ${activities.id}
    order by ${answerHeaders.attemptNumber} desc limit 1)`;
  const studentsPage = activeStudents(db, {
    row: sql`json_build_object('id', ${users.id}, 'token', ${users.token},
      'firstName', ${users.firstName}, 'lastName', ${users.lastName},
      'total', count(*) over (), 'latest', ${latestAttempt})`,
  })
    .where(eq(studentClasses.classId, classes.id))
    .orderBy(...byStudentName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

  // The class's standing assignments of the activity's kit: a row each, nulls when none.
  const scene = joinWorkOfClass(
    db
      .select({
        classId: classes.id,
        organisationId: classes.organisationId,
        subjectIds: subjectsTaught(classes.id),
        ...versionedActivityFields,
        work: workFields,
        page: jsonListOf<PageRow>(studentsPage),
      })
      .from(classes)
      .leftJoin(activities, and(eq(activities.id, activityId), isNull(activities.retiredAt)))
      .leftJoin(kits, eq(kits.id, activities.kitId))
      .where(eq(classes.id, classId))
      .$dynamic(),
    classes.id,
  ).prepare('review_class_scene');

  const classSize = activeStudents(db, { n: sql<number>`count(*)::int` })
    .where(eq(studentClasses.classId, classId))
    .prepare('review_class_size');

  const answersOfAttempts = db
    .select()
    .from(answers)
    .where(sql`${answers.answerHeaderId} = any(${sql.placeholder('attemptIds')}::int[])`)
    .prepare('review_answers_of_attempts');

  return {
    /**
     * The class, or null when there is none; with the teacher's subjects in it, the live activity,
     * its covering work and a page of the class's students, by name, each with their latest
     * attempt. Read before the rules are asked, the page is for the caller only once they allow.
     */
    async classScene(
      ask: { classId: number; activityId: number; teacherId: number | null },
      page: { limit: number; offset: number },
    ): Promise<ClassScene | null> {
      const rows = await scene.execute({ ...ask, ...page });
      const [first] = rows;
      if (!first) return null;
      // A live activity comes with its kit (an inner join's columns, read through a left join).
      const found = first.activity ? versionedActivityOf(first as WithActivity) : null;
      const { classId, organisationId } = first;
      // Past the last page no row tells the count.
      const total = first.page[0]?.total ?? (await classSize.execute({ classId }))[0]?.n ?? 0;
      return {
        schoolClass: { id: classId, organisationId },
        teaching: first.subjectIds.map((subjectId) => ({ classId, subjectId })),
        found,
        covering: found
          ? coveringWorkOf(
              rows.map((row) => row.work),
              found.activity.id,
            )
          : [],
        total,
        students: first.page.map(submissionOf),
      };
    },

    /** The answers saved in these attempts: what their marking is worked out from. */
    answersOf(attemptIds: number[]) {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return answersOfAttempts.execute({ attemptIds });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
