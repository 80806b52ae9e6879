import { reports } from '@kitlab/contract';
import type { ClassStudentRow } from '../../classes/index.js';
import type { TableActivity, TableRow, TableWork } from './detailed-table.js';
import { NOT_ANSWERED, shortened } from './detailed-table.js';
import { averageScoreOf } from './report-figures.js';
import type { ReportKit, ReportQuestion } from './report-kit.cache.js';

/** A student as the reports name them (keys in the contract's order, written as they are). */
export const presentStudent = (student: ClassStudentRow): reports.TableStudent => ({
  user_token: student.token,
  first_name: student.firstName,
  last_name: student.lastName,
  student_id: student.id,
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

type PresentedActivity = Readonly<ReturnType<typeof presentActivity>>;

/** An activity presented, per version of its kit's report facts read (fixed until a re-import). */
const presentedActivities = new WeakMap<ReportKit, Map<number, PresentedActivity>>();

function presentedOnce(column: TableActivity): PresentedActivity {
  const { report, id } = column.activity;
  let ofKit = presentedActivities.get(report);
  if (!ofKit) {
    ofKit = new Map();
    presentedActivities.set(report, ofKit);
  }
  let presented = ofKit.get(id);
  if (!presented) {
    presented = Object.freeze(presentActivity(column));
    ofKit.set(id, presented);
  }
  return presented;
}

interface ListNode {
  next: WeakMap<PresentedActivity, ListNode>;
  /** Frozen; typed as the contract's list, which is never written to after this. */
  list?: PresentedActivity[];
}
const lists: ListNode = { next: new WeakMap() };

/**
 * The flat table's columns: the same frozen list for the same activities at the same versions,
 * so the answer's writer checks and writes it once (it keeps the text of frozen parts).
 */
export function presentActivities(columns: readonly TableActivity[]): PresentedActivity[] {
  const presentedList = columns.map(presentedOnce);
  let node = lists;
  for (const presented of presentedList) {
    let next = node.next.get(presented);
    if (!next) {
      next = { next: new WeakMap() };
      node.next.set(presented, next);
    }
    node = next;
  }
  node.list ??= Object.freeze(presentedList) as PresentedActivity[];
  return node.list;
}

/** The flat table sends an empty cell (nothing given, no marks) as null. */
const flatCell = (cell: reports.DetailedTableCell) => (cell === NOT_ANSWERED ? null : cell);

/** `detailedtablereport`'s row: the cells of every activity in one list. */
export function presentFlatRow(row: TableRow): reports.DetailedTableRow {
  // A loop, not flatMap: V8's flatMap was a tenth of the table's call.
  const cells: (reports.DetailedTableCell | null)[] = [];
  for (const work of row.work) for (const cell of work.cells) cells.push(flatCell(cell));
  return { student: presentStudent(row.student), score: row.score, cells };
}

/** Without an attempt every cell is not answered: the contract sends null for the work. */
const presentWork = ({ attempt, activityId, score, cells }: TableWork) =>
  attempt
    ? {
        activity_id: activityId,
        answer_header_id: attempt.id,
        handed_in_at:
          attempt.submittedAt == null ? null : new Date(attempt.submittedAt).toISOString(),
        score,
        cells,
      }
    : null;

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
 * Each activity's totals over every row of the table (not one page), in the columns' order:
 * students who handed it in, the average of the scored hand-ins, and per question those right
 * (or with full marks) out of those with a verdict.
 */
export function presentActivityTotals(
  activities: readonly TableActivity[],
  rows: readonly TableRow[],
) {
  return activities.map((column, index) => {
    const work = rows.map((row) => row.work[index] as TableWork);
    return {
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
