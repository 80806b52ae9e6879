import { z } from 'zod/mini';
import { assignmentState } from '../assignments/shapes.js';
import { storedFile } from '../core/uploads.js';
import {
  activityType,
  questStep,
  quizQuestion,
  studentQuizQuestion,
  studentWorksheetQuestion,
  worksheetQuestion,
} from '../kits/shapes.js';

const id = z.int();

export { sentId } from '../bounds.js';

/** Activity submission status of spec section 4: DR draft, S submitted. */
export const ATTEMPT_STATUSES = ['DR', 'S'] as const;
export const attemptStatus = z.enum(ATTEMPT_STATUSES);

/**
 * Progress codes of spec section 4: A attempted, N not attempted or not started, W wrong,
 * C correct or completed, I in progress, NS not started yet (see decision 0008).
 */
export const PROGRESS_CODES = ['A', 'N', 'W', 'C', 'I', 'NS'] as const;
export const progressCode = z.enum(PROGRESS_CODES);

/** How far a teacher has got marking a quest or worksheet; null for a quiz (scored at once). */
export const MARKING_STATES = ['unmarked', 'partly_marked', 'marked'] as const;
export const markingState = z.enum(MARKING_STATES);

/**
 * The score result of spec section 3, with the field names the specification gives it, and the
 * percentage of section 5 (one decimal; null when the work carries no marks).
 */
export const score = z.object({
  marksObtained: id,
  totalMarks: id,
  percentage: z.nullable(z.number()),
});
export type Score = z.infer<typeof score>;

/** Longest typed answer, step response or fill-in blank. */
export const TEXT_ANSWER_MAX = 5000;
/** Longest teacher comment. */
export const COMMENT_MAX = 2000;

const characters = (count: number) => count.toLocaleString('en-GB');

/** "Answers can be at most 5,000 characters; this one has 5,312." */
export function answerTooLongMessage(length: number): string {
  return `Answers can be at most ${characters(TEXT_ANSWER_MAX)} characters; this one has ${characters(length)}.`;
}

export const answerText = z.string().check(
  z.maxLength(TEXT_ANSWER_MAX, {
    error: (issue) =>
      answerTooLongMessage(typeof issue.input === 'string' ? issue.input.length : TEXT_ANSWER_MAX),
  }),
);
export const commentText = z
  .string()
  .check(z.trim(), z.maxLength(COMMENT_MAX, `Keep comments under ${COMMENT_MAX} characters.`));

export { type StoredFile, storedFile } from '../core/uploads.js';

/** What a student saved for one question or step, as the student sees it while working. */
export const savedAnswer = z.object({
  activity_detail_id: id,
  /** Chosen option ids of a quiz question. */
  answer: z.array(id),
  /** A worksheet answer or a quest step response. */
  text: z.nullable(z.string()),
  /** Fill-in answers, one per blank. */
  blanks: z.array(z.string()),
  /** Photos or a PDF of a quest step response. */
  files: z.array(storedFile),
  answered_at: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

/** A teacher's change to the mark a quiz gave automatically, with the reason shown to the student. */
export const markOverride = z.object({
  /** What the quiz scored before any override. */
  automatic_marks: id,
  reason: z.string(),
  overridden_at: z.string(),
});
export type MarkOverride = z.infer<typeof markOverride>;

/** A saved answer with its verdict: for submitted attempts and for teachers. */
export const reviewedAnswer = z.extend(savedAnswer, {
  /** A quiz answer is right or wrong; marked work is null. */
  correct: z.nullable(z.boolean()),
  marks: id,
  /** Null until scored (quiz: on submission) or marked by a teacher. */
  marks_obtained: z.nullable(id),
  comment: z.nullable(z.string()),
  progress: progressCode,
  /** Null unless a teacher changed a quiz question's mark. */
  override: z.nullable(markOverride),
});
export type ReviewedAnswer = z.infer<typeof reviewedAnswer>;

/** A photographed page of a paper worksheet. */
export const offlinePage = z.object({
  offline_worksheet_id: id,
  page: id,
  file: storedFile,
  uploaded_at: z.string(),
});

/** Where the student was: the last question or step they answered, and its quiz page. */
export const resumePoint = z.object({
  activity_detail_id: z.nullable(id),
  page_break_id: z.nullable(id),
});

/** What the player shows of the activity an attempt is at. */
export const attemptActivity = z.object({
  title: z.string(),
  activity_type: activityType,
  instructions: z.nullable(z.string()),
  estimated_minutes: z.nullable(id),
  kit_token: z.string(),
  kit_title: z.string(),
});

/**
 * The assignment whose rules apply to the attempt now (closing, retries): the one of the
 * student's class that covers the activity, normally the one the attempt was started from.
 */
export const attemptAssignment = z.object({
  assignment_id: id,
  /** The teacher's words to the class. */
  instructions: z.nullable(z.string()),
  /** YYYY-MM-DD in the school's calendar. */
  due_date: z.string(),
  allow_retries: z.boolean(),
  state: assignmentState,
});

/**
 * Work a teacher handed back for redo with a note: one question or step, or (no item) the whole
 * attempt. While any is open the attempt is a draft again.
 */
export const returnedWork = z.object({
  return_id: id,
  /** Null: the whole attempt. */
  activity_detail_id: z.nullable(id),
  note: z.string(),
  returned_at: z.string(),
  first_handed_in_at: z.string(),
  /** Null while the work is with the student. */
  handed_in_again_at: z.nullable(z.string()),
  /** The attempt's marks when it was returned; null when it was not marked in full then. */
  marks_obtained: z.optional(z.nullable(id)),
  /** The teacher's comment on the attempt when it was returned. */
  teacher_comment: z.optional(z.nullable(z.string())),
});
export type ReturnedWork = z.infer<typeof returnedWork>;

/** An answer as it was handed in before the teacher returned it, with its marks and comment. */
export const earlierAnswer = z.object({
  return_id: id,
  /** Null: the photographed pages of a paper worksheet returned whole. */
  activity_detail_id: z.nullable(id),
  answer: z.array(id),
  text: z.nullable(z.string()),
  blanks: z.array(z.string()),
  files: z.array(storedFile),
  marks_obtained: z.nullable(id),
  comment: z.nullable(z.string()),
  answered_at: z.string(),
});
export type EarlierAnswer = z.infer<typeof earlierAnswer>;

const attemptFields = {
  /** The spec's `answer_header_id`: one attempt. */
  answer_header_id: id,
  activity_id: id,
  activity_type: activityType,
  activity: attemptActivity,
  assignment_id: z.nullable(id),
  /** Null when no assignment covers the activity for the student's class any more. */
  assignment: z.nullable(attemptAssignment),
  attempt_number: id,
  started_at: z.string(),
  submitted_at: z.nullable(z.string()),
  /** From log_activity start and end on the server clock (section 9: seconds times 1000). */
  time_spent_ms: id,
  resume: resumePoint,
  offline_pages: z.array(offlinePage),
  progress: progressCode,
  /** Every time the teacher returned work of this attempt, first to latest. */
  returns: z.array(returnedWork),
};

/** A draft: what the student saved so far, never a verdict or an answer key. */
export const draftAttempt = z.object({
  ...attemptFields,
  status: z.literal('DR'),
  answers: z.array(savedAnswer),
});

const reviewedFields = {
  /** Null until a teacher has marked every item of a quest or worksheet. */
  score: z.nullable(score),
  marking_state: z.nullable(markingState),
  teacher_comment: z.nullable(z.string()),
  /** Whether `custom_answers/reset` would start a new attempt now. */
  can_retry: z.boolean(),
  answers: z.array(reviewedAnswer),
};

export const submittedAttempt = z.object({
  ...attemptFields,
  status: z.literal('S'),
  ...reviewedFields,
});

/** An attempt as its student sees it: verdicts only once it is submitted. */
export const attempt = z.discriminatedUnion('status', [draftAttempt, submittedAttempt]);
export type Attempt = z.infer<typeof attempt>;

/** An attempt as a teacher sees it, draft or submitted, with verdicts. */
export const reviewedAttempt = z.object({
  ...attemptFields,
  status: attemptStatus,
  ...reviewedFields,
  /** What was handed in before each return, for the teacher to compare. */
  earlier_answers: z.array(earlierAnswer),
});
export type ReviewedAttempt = z.infer<typeof reviewedAttempt>;

export const quizPage = z.object({ page_break_id: id, page: id });

/** Questions without answer keys: what a draft shows. */
export const playerQuestion = z.union([studentQuizQuestion, studentWorksheetQuestion]);
/** Questions with answer keys (`correct_ans`), explanations and marking guides. */
export const reviewedQuestion = z.union([quizQuestion, worksheetQuestion]);

const pageFields = {
  /** The page shown; null for worksheets and quests (one page) or all pages after submission. */
  page_break_id: z.nullable(id),
  pages: z.array(quizPage),
  steps: z.array(questStep),
};

/** A draft's questions: never `correct_ans`. */
export const draftSheet = z.extend(draftAttempt, {
  ...pageFields,
  questions: z.array(playerQuestion),
});
/** A submitted attempt's questions with their answer keys and the student's verdicts. */
export const submittedSheet = z.extend(submittedAttempt, {
  ...pageFields,
  questions: z.array(reviewedQuestion),
});
export const attemptSheet = z.discriminatedUnion('status', [draftSheet, submittedSheet]);
export type AttemptSheet = z.infer<typeof attemptSheet>;

export const studentName = z.object({
  user_token: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
