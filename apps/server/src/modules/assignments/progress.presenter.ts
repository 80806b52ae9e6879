import { hasCompletedWork } from '@kitlab/domain';
import type { ProgressRepository } from './progress.repository.js';

type Rows<K extends keyof ProgressRepository> = Awaited<ReturnType<ProgressRepository[K]>>;
type StudentRow = Rows<'students'>[number];
type WorkRow = Rows<'work'>[number];
type StudentActivityRow = Rows<'activitiesFor'>[number];
type ActivityStudentRow = Rows<'activityStudents'>[number];
type ActivityStatsRow = Rows<'activityStats'>[number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Whether, and when first, something was submitted. */
const submission = (submittedAt: Date | null) => ({
  submitted: submittedAt !== null,
  submitted_at: iso(submittedAt),
});

/** How many of the class are done, of how many. */
function progressOf<T>(rows: T[], isDone: (row: T) => boolean) {
  return { completed: rows.filter(isDone).length, total: rows.length };
}

/** A student's progress through an assignment; complete only once every covered activity is in. */
function presentStudent(row: StudentRow) {
  const completed = hasCompletedWork(row.covered, row.submitted);
  return {
    user_token: row.token,
    first_name: row.firstName,
    last_name: row.lastName,
    completed,
    completed_at: completed ? iso(row.completedAt) : null,
    submitted_activities: Math.min(row.submitted, row.covered),
    total_activities: row.covered,
  };
}

function presentWork(row: WorkRow) {
  return {
    activity_id: row.activityId,
    title: row.title,
    answer_header_id: row.answerHeaderId,
    submitted: row.status === 'S',
  };
}

/** The class's progress on an assignment: each student with their work, completed first. */
export function presentClassProgress(assignmentId: number, rows: StudentRow[], work: WorkRow[]) {
  const workOf = new Map<number, ReturnType<typeof presentWork>[]>();
  for (const row of work) {
    const own = workOf.get(row.studentId);
    if (own) own.push(presentWork(row));
    else workOf.set(row.studentId, [presentWork(row)]);
  }
  const students = rows.map((row) => ({
    ...presentStudent(row),
    work: workOf.get(row.id) ?? [],
  }));
  // Completed first, each part by name (the query gives name order, and sort is stable).
  students.sort((a, b) => Number(b.completed) - Number(a.completed));
  return {
    assignment_id: assignmentId,
    progress: progressOf(students, (s) => s.completed),
    results: students,
  };
}

/** One student's progress on an assignment, activity by activity. */
export function presentStudentActivities(
  assignmentId: number,
  student: StudentRow,
  activities: StudentActivityRow[],
) {
  return {
    assignment_id: assignmentId,
    student: presentStudent(student),
    results: activities.map((a) => ({
      activity_id: a.id,
      title: a.title,
      activity_type: a.activityType,
      ...submission(a.submittedAt),
    })),
  };
}

/** Who in the class has submitted one activity of an assignment. */
export function presentActivityCompletion(
  assignmentId: number,
  activityId: number,
  students: ActivityStudentRow[],
) {
  return {
    assignment_id: assignmentId,
    activity_id: activityId,
    progress: progressOf(students, (s) => s.submittedAt !== null),
    results: students.map((s) => ({
      user_token: s.token,
      first_name: s.firstName,
      last_name: s.lastName,
      ...submission(s.submittedAt),
    })),
  };
}

/** Each covered activity: how many have not started, are under way, or submitted, and the mean. */
export function presentActivityStats(assignmentId: number, rows: ActivityStatsRow[]) {
  return {
    assignment_id: assignmentId,
    results: rows.map((row) => ({
      activity_id: row.id,
      title: row.title,
      activity_type: row.activityType,
      total_students: row.students,
      not_started: row.students - row.attempted,
      in_progress: row.attempted - row.submitted,
      submitted: row.submitted,
      average_percentage: row.average === null ? null : Number(row.average),
    })),
  };
}
