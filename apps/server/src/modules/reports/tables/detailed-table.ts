import type { reports } from '@kitlab/contract';
import { type Score, scoreOf } from '@kitlab/domain';
import type { ClassStudentRow } from '../../classes/index.js';
import type { ShownAnswer } from '../shown-answers.sql.js';
import { isScoredHandIn } from './report-figures.js';
import type { ReportQuestion } from './report-kit.cache.js';
import type { ReportActivity } from './report-scope.js';
import type { ShownAttempt } from './tables.repository.js';
import { attemptKey } from './topic-details.js';

type Cell = reports.DetailedTableCell;

/** An activity of the table with its questions (or steps), in order. */
export interface TableActivity {
  activity: ReportActivity;
  questions: readonly ReportQuestion[];
}

/** One student's attempt at one activity and the cells of its questions. */
export interface TableWork {
  activityId: number;
  attempt: ShownAttempt | undefined;
  score: Score | null;
  cells: Cell[];
}

export interface TableRow {
  student: ClassStudentRow;
  /** Over the row's scored hand-ins; null when none. */
  score: Score | null;
  work: TableWork[];
}

/** Text cut to `max` characters, an ellipsis marking the cut. */
export function shortened(text: string, max: number): string {
  // No longer in UTF-16 units than `max` is no longer in characters either: nothing to cut.
  if (text.length <= max) return text;
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** What a student gave: the chosen options' texts, else the text, else the blanks; null for nothing. */
function answerText(question: ReportQuestion, answer: ShownAnswer): string | null {
  const options = answer.optionIds.map((id) => question.options[id] ?? `Option ${id}`);
  const blanks = answer.blanks.filter((b) => b.trim() !== '');
  const text = answer.text?.trim() ?? '';
  if (options.length > 0) return options.join('; ');
  if (text !== '') return text;
  return blanks.length > 0 ? blanks.join(' / ') : null;
}

/** Shared by every empty cell of every table: nothing given, nothing to mark. */
export const NOT_ANSWERED: Cell = Object.freeze({
  verdict: 'not_answered',
  answer: null,
  marks_obtained: null,
});

/**
 * A cell: a quiz answer is right or wrong as soon as it is saved (decision 0008); marked work is
 * marked once the teacher gave marks, waiting for them once handed in, a draft before.
 */

export function cellOf(
  question: ReportQuestion,
  attempt: ShownAttempt | undefined,
  answer: ShownAnswer | undefined,
  answerMax: number,
): Cell {
  if (!attempt || !answer) return NOT_ANSWERED;
  const given = answerText(question, answer);
  const shown = given === null ? null : shortened(given, answerMax);
  const marks = answer.marksObtained;
  if (answer.isCorrect !== null) {
    if (answer.optionIds.length === 0 && shown === null) {
      return marks === null
        ? NOT_ANSWERED
        : { verdict: 'not_answered', answer: null, marks_obtained: marks };
    }
    return { verdict: answer.isCorrect ? 'right' : 'wrong', answer: shown, marks_obtained: marks };
  }
  if (marks !== null) return { verdict: 'marked', answer: shown, marks_obtained: marks };
  return {
    verdict: attempt.status === 'S' ? 'waiting' : 'draft',
    answer: shown,
    marks_obtained: null,
  };
}

/** A score over several attempts' marks: their scored hand-ins only. */
export function scoreOver(attempts: readonly (ShownAttempt | undefined)[]): Score | null {
  const scored = attempts.filter(isScoredHandIn) as ShownAttempt[];
  if (scored.length === 0) return null;
  return scoreOf(
    scored.reduce((sum, a) => sum + (a.marksObtained ?? 0), 0),
    scored.reduce((sum, a) => sum + (a.totalMarks ?? 0), 0),
  );
}

/** The table's rows, students in the order given (by name), before sorting and paging. */
export function buildTableRows(input: {
  students: readonly ClassStudentRow[];
  activities: readonly TableActivity[];
  attempts: ReadonlyMap<string, ShownAttempt>;
  /** With each question's cell (from the attempts' answers), or no cells (to sort and count). */
  withCells: boolean;
  answerMax: number;
}): TableRow[] {
  return input.students.map((student) => {
    const work = input.activities.map(({ activity, questions }) => {
      const attempt = input.attempts.get(attemptKey(student.id, activity.id));
      return {
        activityId: activity.id,
        attempt,
        score: scoreOver([attempt]),
        cells: input.withCells
          ? questions.map((q) => cellOf(q, attempt, attempt?.answers?.get(q.id), input.answerMax))
          : [],
      };
    });
    return { student, score: scoreOver(work.map((w) => w.attempt)), work };
  });
}

/**
 * Rows by name (they come by last then first name) or by score, highest first when descending;
 * rows without a score last either way, in name order.
 */
export function sortRows(
  rows: readonly TableRow[],
  sort: 'name' | 'score',
  order: 'asc' | 'desc',
): TableRow[] {
  const direction = order === 'asc' ? 1 : -1;
  if (sort === 'name') return order === 'asc' ? [...rows] : [...rows].reverse();
  return [...rows].sort((a, b) => {
    const pa = a.score?.percentage ?? null;
    const pb = b.score?.percentage ?? null;
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * direction;
  });
}
