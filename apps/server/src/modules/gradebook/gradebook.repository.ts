import type { AssignmentState } from '@kitlab/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { epochMs } from '../../db/epoch-ms.js';
import { jsonListOf } from '../../db/json-lists.js';
import {
  activities,
  answerHeaders,
  assignments,
  classes,
  kits,
  studentClasses,
} from '../../db/schema/index.js';
import { coveredByAssignment, standingAssignment } from '../assignments/index.js';
import {
  activeMemberIds,
  activeStudents,
  assignmentTaughtBy,
  byStudentName,
  type ClassStudentRow,
  classesWithTeachers,
  classStudentJson,
} from '../classes/index.js';
import { kitVersionSql } from '../kits/index.js';
import type { AttemptFacts } from './gradebook-grid.js';

/**
 * The class's work that is not cancelled, in the subjects the teacher teaches the class (decision
 * 0039), as a condition on `assignments` within a query of the class.
 */
const gradebookWork = and(
  eq(assignments.classId, classes.id),
  standingAssignment,
  assignmentTaughtBy(sql.placeholder('teacherId')),
) as SQL;

/** A piece of the class's work, with the version of its kit to read the kit's activities at. */
export interface GradebookWork {
  assignmentId: number;
  kitId: number;
  kitVersion: string;
  activityId: number | null;
  dueDate: string;
  state: AssignmentState;
}

/** An attempt as the statement answers it: its submission time in milliseconds since 1970. */
type AttemptRow = Omit<AttemptFacts, 'submittedAt'> & { submittedAt: number | null };

/**
 * Everything a class's gradebook reads, in one statement prepared once per database: the class
 * with its school's time zone and its teachers, its active students (by name), its work and
 * every attempt of those students at the activities the work covers. Neither the query builder
 * nor the planner runs again per call, and there is one round trip whatever the class's size.
 */
export function createGradebookRepository(db: Database) {
  const students = activeStudents(db, {
    row: classStudentJson.as('row'),
  })
    .where(eq(studentClasses.classId, classes.id))
    .orderBy(...byStudentName);
  const work = sql`select json_build_object('assignmentId', ${assignments.id}, 'kitId', ${assignments.kitId}, 'kitVersion', ${kitVersionSql}, 'activityId', ${assignments.activityId}, 'dueDate', ${assignments.dueDate}, 'state', ${assignments.state})
    from ${assignments} inner join ${kits} on ${kits.id} = ${assignments.kitId} where ${gradebookWork}`;
  const coveredActivityIds = sql`select ${activities.id} from ${assignments} inner join ${activities} on ${coveredByAssignment} where ${gradebookWork}`;
  const attempts = sql`select json_build_object('id', ${answerHeaders.id}, 'studentId', ${answerHeaders.studentId}, 'activityId', ${answerHeaders.activityId}, 'status', ${answerHeaders.status}, 'attemptNumber', ${answerHeaders.attemptNumber}, 'marksObtained', ${answerHeaders.marksObtained}, 'totalMarks', ${answerHeaders.totalMarks}, 'submittedAt', ${epochMs(answerHeaders.submittedAt)})
    from ${answerHeaders}
    where ${answerHeaders.activityId} in (${coveredActivityIds}) and ${answerHeaders.studentId} in (${activeMemberIds(classes.id)})`;

  const scene = classesWithTeachers(db, {
    students: jsonListOf<ClassStudentRow>(students),
    work: jsonListOf<GradebookWork>(work),
    attempts: jsonListOf<AttemptRow>(attempts),
  })
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare('gradebook_scene');

  return {
    /**
     * The class and what its gradebook shows to this teacher, or null when there is no such
     * class; the caller decides whether the teacher may open it.
     */
    async scene(classId: number, teacherId: number) {
      const [row] = await scene.execute({ classId, teacherId });
      if (!row) return null;
      return { ...row, attempts: row.attempts.map(attemptOf) };
    },
  };
}

function attemptOf(row: AttemptRow): AttemptFacts {
  return { ...row, submittedAt: row.submittedAt === null ? null : new Date(row.submittedAt) };
}

export type GradebookRepository = ReturnType<typeof createGradebookRepository>;
