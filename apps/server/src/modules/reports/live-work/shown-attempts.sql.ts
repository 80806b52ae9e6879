import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { epochMs } from '../../../db/epoch-ms.js';
import { answerHeaders, answers, learningEvents, returnedWork } from '../../../db/schema/index.js';
import { shownAttemptFirst } from '../../activities/index.js';
import {
  type TimedAnswer,
  type TimedAnswerColumns,
  timedAnswersOf,
  timedAnswersOfAttempt,
} from '../shown-answers.sql.js';

/** How many of a draft's latest answers the stuck rule looks at (three wrong in a row). */
const LATEST_VERDICTS = 3;

/**
 * The attempt of one student at one activity a report shows, as the statement writes it: the
 * latest handed in, else the draft (as the gradebook shows it), with what the live reports ask.
 */
export interface ShownAttemptRow {
  id: number;
  studentId: number;
  activityId: number;
  status: 'DR' | 'S';
  marksObtained: number | null;
  totalMarks: number | null;
  startedAt: number;
  submittedAt: number | null;
  /** The latest answer saved, null before any. */
  lastAnswerAt: number | null;
  /** Handed-back items not handed in again (null: the whole attempt). */
  returns: (number | null)[];
  /** The latest visit's start or end (log_activity), null before any; drafts only. */
  visit: { open: boolean; at: number } | null;
  /** The draft's latest quiz verdicts, latest first (answer_question events); [] for others. */
  verdicts: boolean[];
  /** Its answers, when the statement asks for them. */
  answers?: TimedAnswer[];
}

/** The shown attempt as the statement writes it with its answers (`withAnswers`). */
export type ShownAttemptWithAnswersRow = Omit<ShownAttemptRow, 'answers' | 'lastAnswerAt'> & {
  answers: TimedAnswerColumns | null;
};

/**
 * The attempt with its answers read in the order saved: its latest answer is the last of them,
 * so the statement does not look it up again.
 */
export function withAnswersRead(row: ShownAttemptWithAnswersRow): ShownAttemptRow {
  const answers = timedAnswersOf(row.answers);
  return {
    id: row.id,
    studentId: row.studentId,
    activityId: row.activityId,
    status: row.status,
    marksObtained: row.marksObtained,
    totalMarks: row.totalMarks,
    startedAt: row.startedAt,
    submittedAt: row.submittedAt,
    lastAnswerAt: answers.at(-1)?.at ?? null,
    returns: row.returns,
    visit: row.visit,
    verdicts: row.verdicts,
    answers,
  };
}

/**
 * The shown attempt of each of the students at each of the activities (both given as SQL lists
 * of ids, `in (…)`), one JSON object a row: the attempt, its open returns and, for a draft, its
 * latest visit and quiz verdicts from the learning events (indexed by attempt and kind). With
 * `withAnswers`, its answers instead of its latest answer's time (`withAnswersRead` gives both).
 */
export function shownAttempts(
  where: { studentIds: SQLWrapper; activityIds: SQLWrapper },
  withAnswers: boolean,
): SQL {
  const latest = sql`select distinct on (${answerHeaders.studentId}, ${answerHeaders.activityId}) ${answerHeaders.id} as id,
      ${answerHeaders.studentId} as student_id, ${answerHeaders.activityId} as activity_id,
      ${answerHeaders.status} as status, ${answerHeaders.marksObtained} as marks_obtained,
      ${answerHeaders.totalMarks} as total_marks, ${answerHeaders.startedAt} as started_at,
      ${answerHeaders.submittedAt} as submitted_at
    from ${answerHeaders}
    where ${answerHeaders.studentId} in (${where.studentIds}) and ${answerHeaders.activityId} in (${where.activityIds})
    order by ${answerHeaders.studentId}, ${answerHeaders.activityId}, ${shownAttemptFirst}`;
  const lastAnswerAt = sql`(select ${epochMs(sql`max(${answers.answeredAt})`)} from ${answers} where ${answers.answerHeaderId} = shown.id)`;
  const returns = sql`coalesce((select json_agg(${returnedWork.activityDetailId}) from ${returnedWork}
    where ${returnedWork.answerHeaderId} = shown.id and ${returnedWork.handedInAgainAt} is null), '[]'::json)`;
  const visit = sql`(select json_build_object('open', ${learningEvents.kind} = 'assessment_start', 'at', ${epochMs(learningEvents.occurredAt)})
    from ${learningEvents}
    where shown.status = 'DR' and ${learningEvents.attemptId} = shown.id and ${learningEvents.kind} in ('assessment_start', 'assessment_stop')
    order by ${learningEvents.seq} desc limit 1)`;
  const verdicts = sql`array(select ${learningEvents.success} from ${learningEvents}
    where shown.status = 'DR' and ${learningEvents.attemptId} = shown.id and ${learningEvents.kind} = 'answer_question' and ${learningEvents.success} is not null
    order by ${learningEvents.seq} desc limit ${sql.raw(String(LATEST_VERDICTS))})`;
  return sql`select json_build_object('id', shown.id, 'studentId', shown.student_id,
      'activityId', shown.activity_id, 'status', shown.status,
      'marksObtained', shown.marks_obtained, 'totalMarks', shown.total_marks,
      'startedAt', ${epochMs(sql`shown.started_at`)},
      'submittedAt', ${epochMs(sql`shown.submitted_at`)},
      'returns', ${returns}, 'visit', ${visit}, 'verdicts', ${verdicts},
      ${withAnswers ? sql`'answers', ${timedAnswersOfAttempt(sql`shown.id`)}` : sql`'lastAnswerAt', ${lastAnswerAt}`})
    from (${latest}) as shown`;
}
