import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonListOf } from '../../../db/json-lists.js';
import { activities, classes, kits, studentClasses, users } from '../../../db/schema/index.js';
import {
  type CoveringWork,
  coveringWorkOf,
  joinWorkOfClass,
  subjectsTaught,
  versionedActivityFields,
  versionedActivityOf,
  workFields,
} from '../../activities/index.js';
import { activeMemberIds, activeStudents, byStudentName } from '../../classes/index.js';
import {
  type ShownAttemptRow,
  type ShownAttemptWithAnswersRow,
  shownAttempts,
  withAnswersRead,
} from './shown-attempts.sql.js';
import type { ReportStudentRow } from './student-work.js';

type WithActivity = Parameters<typeof versionedActivityOf>[0];

/** A class, the live activity asked about and what its report reads of the class's work there. */
export interface ClassWorkScene {
  schoolClass: { id: number; name: string; organisationId: number };
  /** The subjects the teacher asking teaches the class (none when they do not teach it). */
  subjectIds: number[];
  found: ReturnType<typeof versionedActivityOf> | null;
  /** The class's standing assignments covering the activity, newest first. */
  covering: CoveringWork[];
  /** The class's active students, by name. */
  students: ReportStudentRow[];
  /** Each active student's shown attempt at the activity, with its answers. */
  attempts: ShownAttemptRow[];
}

/**
 * What a quiz's or a quest's live report reads, in one statement prepared once: the class with
 * the teacher's subjects in it, the live activity with its kit's version, the class's standing
 * work for the kit (a row each), its active students and each one's shown attempt with its
 * answers, open returns, latest visit and verdicts. Read before the rules are asked; the caller
 * shows the students only once they allow.
 */
export function createClassWorkRepository(db: Database) {
  const students = activeStudents(db, {
    row: sql`json_build_object('id', ${users.id}, 'token', ${users.token}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName})`,
  })
    .where(eq(studentClasses.classId, classes.id))
    .orderBy(...byStudentName);
  const attempts = shownAttempts(
    { studentIds: activeMemberIds(classes.id), activityIds: sql`${activities.id}` },
    true,
  );
  const scene = joinWorkOfClass(
    db
      .select({
        classId: classes.id,
        className: classes.name,
        organisationId: classes.organisationId,
        subjectIds: subjectsTaught(classes.id),
        ...versionedActivityFields,
        work: workFields,
        students: jsonListOf<ReportStudentRow>(students),
        attempts: jsonListOf<ShownAttemptWithAnswersRow>(attempts),
      })
      .from(classes)
      .leftJoin(
        activities,
        and(eq(activities.id, sql.placeholder('activityId')), isNull(activities.retiredAt)),
      )
      .leftJoin(kits, eq(kits.id, activities.kitId))
      .where(eq(classes.id, sql.placeholder('classId')))
      .$dynamic(),
    classes.id,
  ).prepare('live_work_class_scene');

  return {
    /** The class's scene, or null when there is no such class. */
    async sceneOf(ask: {
      classId: number;
      activityId: number;
      teacherId: number;
    }): Promise<ClassWorkScene | null> {
      const rows = await scene.execute(ask);
      const [first] = rows;
      if (!first) return null;
      // A live activity comes with its kit (an inner join's columns, read through a left join).
      const found = first.activity ? versionedActivityOf(first as WithActivity) : null;
      return {
        schoolClass: {
          id: first.classId,
          name: first.className,
          organisationId: first.organisationId,
        },
        subjectIds: first.subjectIds,
        found,
        covering: found
          ? coveringWorkOf(
              rows.map((row) => row.work),
              found.activity.id,
            )
          : [],
        students: first.students,
        attempts: first.attempts.map(withAnswersRead),
      };
    },
  };
}

export type ClassWorkRepository = ReturnType<typeof createClassWorkRepository>;
