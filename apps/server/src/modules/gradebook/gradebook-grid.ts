import type { gradebook } from '@kitlab/contract';
import { type AssignmentState, isStanding, scoreOf } from '@kitlab/domain';
import { shownAttempt } from '../activities/index.js';
import type { ClassStudentRow } from '../classes/index.js';

/** One activity an assignment of the class covers (a whole kit covers each of its activities). */
export interface AssignedActivity {
  assignmentId: number;
  activityId: number;
  /** The activity's place in its kit. */
  position: number;
  title: string;
  activityType: gradebook.GradebookColumn['activity_type'];
  kitToken: string;
  kitTitle: string;
  dueDate: string;
  state: AssignmentState;
}

export interface AttemptFacts {
  id: number;
  studentId: number;
  activityId: number;
  status: 'DR' | 'S';
  attemptNumber: number;
  marksObtained: number | null;
  totalMarks: number | null;
  submittedAt: Date | null;
}

export interface GradebookInput {
  students: readonly ClassStudentRow[];
  work: readonly AssignedActivity[];
  attempts: readonly AttemptFacts[];
  /** The school's date, YYYY-MM-DD. */
  today: string;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareStudents(a: ClassStudentRow, b: ClassStudentRow): number {
  return (
    byName.compare(a.lastName, b.lastName) ||
    byName.compare(a.firstName, b.firstName) ||
    a.id - b.id
  );
}

function compareWork(a: AssignedActivity, b: AssignedActivity): number {
  return (
    a.dueDate.localeCompare(b.dueDate) || a.assignmentId - b.assignmentId || a.position - b.position
  );
}

/**
 * Marked once a score exists (a quiz on submission, marked work once every item is), submitted
 * while it waits for marks; returned while a redo the teacher asked for is with the student (a
 * draft that was handed in before), whatever the date; work not handed in by its due date is
 * overdue, started or not.
 */
export function cellStatus(
  attempt: AttemptFacts | undefined,
  dueDate: string,
  today: string,
): gradebook.GradebookStatus {
  if (attempt?.status === 'S') return attempt.marksObtained === null ? 'submitted' : 'marked';
  if (attempt?.submittedAt) return 'returned';
  if (dueDate < today) return 'overdue';
  return attempt ? 'in_progress' : 'not_started';
}

function cellOf(
  attempts: readonly AttemptFacts[],
  column: AssignedActivity,
  today: string,
): gradebook.GradebookCell {
  const shown = shownAttempt(attempts);
  const status = cellStatus(shown, column.dueDate, today);
  return {
    status,
    answer_header_id: shown?.id ?? null,
    score:
      status === 'marked' && shown?.marksObtained != null
        ? scoreOf(shown.marksObtained, shown.totalMarks ?? 0)
        : null,
    submitted_at: shown?.submittedAt?.toISOString() ?? null,
    attempts: attempts.length,
  };
}

/** Each student's attempts by activity, so that a cell finds its own without building a key. */
function attemptsByStudent(attempts: readonly AttemptFacts[]) {
  const byStudent = new Map<number, Map<number, AttemptFacts[]>>();
  for (const attempt of attempts) {
    let own = byStudent.get(attempt.studentId);
    if (!own) {
      own = new Map();
      byStudent.set(attempt.studentId, own);
    }
    const cell = own.get(attempt.activityId);
    if (cell) cell.push(attempt);
    else own.set(attempt.activityId, [attempt]);
  }
  return byStudent;
}

/**
 * The class's grid: students by last then first name down, the activities of its work that is
 * not cancelled across, soonest due first (then as the kit orders them), one cell per pair.
 */
export function buildGradebook(input: GradebookInput) {
  const columns = input.work.filter(isStanding).sort(compareWork);
  const byStudent = attemptsByStudent(input.attempts);
  // A cell without attempts depends on its column only: made once, shown in every such row.
  const withEmptyCells = columns.map((column) => ({
    column,
    empty: cellOf([], column, input.today),
  }));
  const noAttempts = new Map<number, AttemptFacts[]>();
  return {
    today: input.today,
    columns: columns.map((c) => ({
      assignment_id: c.assignmentId,
      activity_id: c.activityId,
      title: c.title,
      activity_type: c.activityType,
      kit_token: c.kitToken,
      kit_title: c.kitTitle,
      due_date: c.dueDate,
      assignment_state: c.state,
    })),
    rows: [...input.students].sort(compareStudents).map((student) => {
      const own = byStudent.get(student.id) ?? noAttempts;
      return {
        student: {
          user_token: student.token,
          first_name: student.firstName,
          last_name: student.lastName,
        },
        cells: withEmptyCells.map(({ column, empty }) => {
          const attempts = own.get(column.activityId);
          return attempts ? cellOf(attempts, column, input.today) : empty;
        }),
      };
    }),
  };
}
