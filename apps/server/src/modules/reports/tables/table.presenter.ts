import { reports } from '@kitlab/contract';
import type { TableActivity, TableRow, TableWork } from './detailed-table.js';
import { shortened } from './detailed-table.js';
import { averageScoreOf } from './report-figures.js';
import type { ReportQuestion } from './report-kit.cache.js';
import type { ReportStudentRow } from './tables.repository.js';

/** A student as the reports name them. */
export const presentStudent = (student: ReportStudentRow): reports.TableStudent => ({
  student_id: student.id,
  user_token: student.token,
  first_name: student.firstName,
  last_name: student.lastName,
});

interface PresentedQuestion {
  activity_detail_id: number;
  number: number;
  text: string;
  marks: number;
}

/** An activity's question columns, made once per kit version read (the cache's questions). */
const presentedQuestions = new WeakMap<readonly ReportQuestion[], PresentedQuestion[]>();

function questionColumns(questions: readonly ReportQuestion[]): PresentedQuestion[] {
  let columns = presentedQuestions.get(questions);
  if (!columns) {
    columns = questions.map((q, index) =>
      Object.freeze({
        activity_detail_id: q.id,
        number: index + 1,
        text: shortened(q.text, reports.DETAILED_TABLE_ANSWER_MAX),
        marks: q.marks,
      }),
    );
    presentedQuestions.set(questions, columns);
  }
  return columns;
}

/** The table's activities with their questions, numbered within each activity. */
export function presentActivity({ activity, questions }: TableActivity) {
  return {
    activity_id: activity.id,
    title: activity.title,
    activity_type: activity.activityType,
    kit_title: activity.kitTitle,
    questions: questionColumns(questions),
  };
}

/** `detailedtablereport`'s row: the cells of every activity in one list. */
export const presentFlatRow = (row: TableRow): reports.DetailedTableRow => ({
  student: presentStudent(row.student),
  score: row.score,
  cells: row.work.flatMap((w) => w.cells),
});

const presentWork = (work: TableWork) => ({
  activity_id: work.activityId,
  answer_header_id: work.attempt?.id ?? null,
  handed_in_at:
    work.attempt?.submittedAt == null ? null : new Date(work.attempt.submittedAt).toISOString(),
  score: work.score,
  // Without an attempt every cell is not answered: the contract sends none.
  cells: work.attempt ? work.cells : [],
});

/** `detailedtablereportnew`'s row: each activity's attempt with its score and cells. */
export const presentGroupedRow = (row: TableRow) => ({
  student: presentStudent(row.student),
  score: row.score,
  work: row.work.map(presentWork),
});

const isRight = (cell: reports.DetailedTableCell, marks: number) =>
  cell.verdict === 'right' || (cell.verdict === 'marked' && cell.marks_obtained === marks);
const isAnswered = (cell: reports.DetailedTableCell) =>
  cell.verdict === 'right' || cell.verdict === 'wrong' || cell.verdict === 'marked';

/**
 * Each activity's totals over every row of the table (not one page): students who handed it in,
 * the average of the scored hand-ins, and per question those right (or with full marks) out of
 * those with a verdict.
 */
export function presentActivityTotals(
  activities: readonly TableActivity[],
  rows: readonly TableRow[],
) {
  return activities.map((column, index) => {
    const work = rows.map((row) => row.work[index] as TableWork);
    return {
      ...presentActivity(column),
      handed_in: {
        count: work.filter((w) => w.attempt?.status === 'S').length,
        out_of: rows.length,
      },
      average_score: averageScoreOf(work.map((w) => w.attempt)),
      questions_right: column.questions.map((question, q) => {
        const cells = work.map((w) => w.cells[q]).filter((c) => c !== undefined);
        return {
          count: cells.filter((c) => isRight(c, question.marks)).length,
          out_of: cells.filter(isAnswered).length,
        };
      }),
    };
  });
}
