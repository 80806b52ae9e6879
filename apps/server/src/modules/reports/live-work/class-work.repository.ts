import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonListOf } from '../../../db/json-lists.js';
import {
  activities,
  assignments,
  classes,
  kits,
  studentClasses,
  teacherClasses,
} from '../../../db/schema/index.js';
import {
  coversActivity,
  subjectsTaught,
  type versionedActivityOf,
} from '../../activities/index.js';
import { standingAssignment } from '../../assignments/index.js';
import {
  activeMemberIds,
  activeStudents,
  byStudentName,
  type ClassStudentRow,
  classStudentJson,
} from '../../classes/index.js';
import { kitVersionSql } from '../../kits/index.js';
import {
  type ShownAttemptRow,
  type ShownAttemptWithAnswersRow,
  shownAttempts,
  withAnswersRead,
} from './shown-attempts.sql.js';

/**
 * A standing assignment of the class for the activity's kit, with what the review's rules ask of
 * it (`canReviewWork`: where it was given and in what subject) and which activity it names.
 */
export interface ReportedWork {
  classId: number;
  /** The one activity it names; null when it is the whole kit. */
  activityId: number | null;
  organisationId: number;
  /** The subject its teacher teaches the class (null once that teaching ended). */
  subjectId: number | null;
}

/** A class, the live activity asked about and what its report reads of the class's work there. */
export interface ClassWorkScene {
  schoolClass: { id: number; name: string; organisationId: number };
  /** The subjects the teacher asking teaches the class (none when they do not teach it). */
  subjectIds: number[];
  found: ReturnType<typeof versionedActivityOf> | null;
  /** The class's standing assignments covering the activity, newest first. */
  covering: ReportedWork[];
  /** The class's active students, by name. */
  students: ClassStudentRow[];
  /** Each active student's shown attempt at the activity, with its answers. */
  attempts: ShownAttemptRow[];
}

/**
 * What a quiz's or a quest's live report reads, in one statement prepared once and one row: the
 * class with the teacher's subjects in it, the live activity with its kit's version, the class's
 * standing work for the kit, its active students and each one's shown attempt with its answers,
 * open returns, latest visit and verdicts. Of the kit and the work it reads only what the answer
 * and the rules ask (the activity's row is the content cache's key). Read before the rules are
 * asked; the caller shows the students only once they allow.
 */
export function createClassWorkRepository(db: Database) {
  const students = activeStudents(db, {
    row: classStudentJson,
  })
    .where(eq(studentClasses.classId, classes.id))
    .orderBy(...byStudentName);
  const attempts = shownAttempts(
    { studentIds: activeMemberIds(classes.id), activityIds: sql`${activities.id}` },
    true,
  );
  const work = sql`select json_build_object('classId', ${assignments.classId}, 'activityId', ${assignments.activityId},
      'organisationId', ${assignments.organisationId}, 'subjectId', ${teacherClasses.subjectId})
    from ${assignments} left join ${teacherClasses} on ${teacherClasses.id} = ${assignments.teacherAssignId}
    where ${assignments.classId} = ${classes.id} and ${assignments.kitId} = ${activities.kitId}
      and ${standingAssignment}
    order by ${desc(assignments.createdAt)}, ${desc(assignments.id)}`;
  const scene = db
    .select({
      classId: classes.id,
      className: classes.name,
      organisationId: classes.organisationId,
      subjectIds: subjectsTaught(classes.id),
      activity: activities,
      kitToken: kits.token,
      kitTitle: kits.title,
      kitVersion: kitVersionSql,
      work: jsonListOf<ReportedWork>(work),
      students: jsonListOf<ClassStudentRow>(students),
      attempts: jsonListOf<ShownAttemptWithAnswersRow>(attempts),
    })
    .from(classes)
    .leftJoin(
      activities,
      and(eq(activities.id, sql.placeholder('activityId')), isNull(activities.retiredAt)),
    )
    .leftJoin(kits, eq(kits.id, activities.kitId))
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare('live_work_class_scene');

  return {
    /** The class's scene, or null when there is no such class. */
    async sceneOf(ask: {
      classId: number;
      activityId: number;
      teacherId: number;
    }): Promise<ClassWorkScene | null> {
      const [row] = await scene.execute(ask);
      if (!row) return null;
      const { activity, kitToken, kitTitle, kitVersion } = row;
      // A live activity comes with its kit (an inner join's columns, read through a left join).
      const found =
        activity && kitToken !== null && kitTitle !== null && kitVersion !== null
          ? { activity, kitToken, kitTitle, kitVersion }
          : null;
      return {
        schoolClass: { id: row.classId, name: row.className, organisationId: row.organisationId },
        subjectIds: row.subjectIds,
        found,
        covering: found ? row.work.filter((w) => coversActivity(w, found.activity.id)) : [],
        students: row.students,
        attempts: row.attempts.map(withAnswersRead),
      };
    },
  };
}

export type ClassWorkRepository = ReturnType<typeof createClassWorkRepository>;
