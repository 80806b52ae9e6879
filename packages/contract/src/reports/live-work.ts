/** The live view of work: the open work across a teacher's classes, a quiz's and a quest's details. */
import { DISCRIMINATION_READINGS, type StuckReason } from '@kitlab/domain';
import { z } from 'zod/mini';
import { score } from '../activities/shapes.js';
import { assignmentState, personName } from '../assignments/shapes.js';
import { sentId } from '../bounds.js';
import { defineCall } from '../call.js';
import { activityType } from '../kits/fields.js';

const id = z.int();
const count = z.int().check(z.gte(0));
const TEACHER = ['T'] as const;

/**
 * A student in a report: their name, and their `user_token`, which stays the same from one
 * answer to the next so a screen can number the students for projector mode ("Student 1..n").
 */
export const reportStudent = personName;
export type ReportStudent = z.infer<typeof reportStudent>;

/** Why a student counts as stuck (packages/domain reports/stuck.ts). */
export const STUCK_REASONS = ['idle', 'wrong-in-a-row'] as const satisfies readonly StuckReason[];
export const stuckReason = z.enum(STUCK_REASONS);

/** A stuck student, with when they last moved on (their last answer, or the visit's start). */
export const stuckStudent = z.extend(reportStudent, {
  reason: stuckReason,
  last_progress_at: z.string(),
});
export type StuckStudent = z.infer<typeof stuckStudent>;

/**
 * Where one student is with the work in a live report: `handed_in` once the attempt the report
 * reads (the latest handed in, else the draft) is handed in; `returned` while the teacher has
 * handed it back and the student has not handed it in again.
 */
export const LIVE_WORK_STATUSES = ['not_started', 'in_progress', 'handed_in', 'returned'] as const;
export const liveWorkStatus = z.enum(LIVE_WORK_STATUSES);
export type LiveWorkStatus = z.infer<typeof liveWorkStatus>;

/** The mean score of marked hand-ins, a percentage to one decimal, out of `marked` of them. */
export const averageScore = z.object({
  percentage: z.nullable(z.number()),
  marked: count,
});

/** The report's class and activity, so a page can title itself without another call. */
const reportHeading = {
  class_id: id,
  class_name: z.string(),
  activity_id: id,
  activity_title: z.string(),
  activity_type: activityType,
  kit_token: z.string(),
  kit_title: z.string(),
  /** The server's time the report was worked out at, so a screen can say "5 minutes ago". */
  now: z.string(),
  /** The class's active students: every figure below is out of them. Students who left are not. */
  out_of: count,
};

// ── The open work across a teacher's classes ──────────────────────────────────────────────

/**
 * One activity of one live assignment in one class: a kit assigned whole gives one entry per
 * activity of it, each with the same `assignment_id`.
 */
export const liveWorkEntry = z.object({
  assignment_id: id,
  assignment_state: assignmentState,
  due_date: z.string(),
  class_id: id,
  class_name: z.string(),
  activity_id: id,
  activity_title: z.string(),
  activity_type: activityType,
  kit_token: z.string(),
  kit_title: z.string(),
  /** The class's active students. */
  out_of: count,
  /** Every student with an attempt, handed in or not. */
  started: z.array(reportStudent),
  handed_in: z.array(reportStudent),
  average_score: averageScore,
  stuck: z.array(stuckStudent),
  /** The latest start, answer or hand-in of any student of the class; null when nobody started. */
  last_activity_at: z.nullable(z.string()),
});
export type LiveWorkEntry = z.infer<typeof liveWorkEntry>;

export const liveDashboard = z.object({
  now: z.string(),
  /** Soonest due first, then by class name and the activity's place in its kit. */
  entries: z.array(liveWorkEntry),
});
export type LiveDashboard = z.infer<typeof liveDashboard>;

export const getLiveDashboard = defineCall({
  method: 'POST',
  path: '/v2/reports/live/assignments/dashboard',
  roles: TEACHER,
  summary:
    "The teacher's open work: each activity of the active assignments in the subjects they teach each of their classes, due from a week ago onwards, with who started, who handed in, the average score of the marked hand-ins and who is stuck (idle 10 minutes with the activity open, or three wrong answers in a row). class_id narrows it to one class (404 if the teacher does not teach it).",
  body: z._default(z.object({ class_id: z.optional(sentId) }), {}),
  response: liveDashboard,
});

// ── A quiz's details ──────────────────────────────────────────────────────────────────────

export const discrimination = z.object({
  /** Point-biserial correlation against the rest of the quiz, -1 to 1; null when not told. */
  index: z.nullable(z.number()),
  reading: z.enum(DISCRIMINATION_READINGS),
});

export const wrongOptionChosen = z.object({
  option_id: id,
  option: z.nullable(z.string()),
  file_alt: z.nullable(z.string()),
  /**
   * Who chose it: each a position in the report's `students` (from 0), where they are named once.
   * Naming them, or even giving their tokens, here too repeated the class under every question.
   */
  chosen_by: z.array(count),
});

export const quizQuestionFigures = z.object({
  activity_detail_id: id,
  position: z.int(),
  question: z.string(),
  marks: count,
  answered: count,
  right: count,
  out_of: count,
  /** Right answers as a percentage of `out_of`, one decimal; null for a class with no students. */
  share_right: z.nullable(z.number()),
  /** The most chosen first. */
  wrong_options: z.array(wrongOptionChosen),
  /** Median seconds spent on the question, over `timed` answers; null when none is timed. */
  median_seconds: z.nullable(z.number()),
  timed: count,
  /** Shown once 10 or more students have handed the quiz in (`too-few` before). */
  discrimination,
});
export type QuizQuestionFigures = z.infer<typeof quizQuestionFigures>;

export const QUESTION_VERDICTS = ['right', 'wrong', 'not_answered'] as const;
export const questionVerdict = z.enum(QUESTION_VERDICTS);

export const quizStudentRow = z.object({
  student: reportStudent,
  status: liveWorkStatus,
  /** Set once handed in (a quiz is scored on hand-in). */
  score: z.nullable(score),
  stuck: z.nullable(stuckReason),
  /** One per question, in the quiz's order (`question_order`). */
  verdicts: z.array(questionVerdict),
});
export type QuizStudentRow = z.infer<typeof quizStudentRow>;

export const quizDetails = z.object({
  ...reportHeading,
  total_marks: count,
  handed_in: count,
  /** The questions, the most missed first (the lowest share right; ties in the quiz's order). */
  questions: z.array(quizQuestionFigures),
  /** The questions' ids in the quiz's order: the columns of each student's `verdicts`. */
  question_order: z.array(id),
  /** The class's active students by name. */
  students: z.array(quizStudentRow),
});
export type QuizDetails = z.infer<typeof quizDetails>;

const classAndActivity = z.object({ class_id: sentId, activity_id: sentId });

export const getQuizDetails = defineCall({
  method: 'GET',
  path: '/v2/reports/live/quizdetails',
  roles: TEACHER,
  summary:
    "A quiz assigned to a class, question by question (the most missed first): the share right, the wrong options chosen and by whom, the median time on it and how well it separates stronger and weaker students; and each student's status, score and verdict per question. 404 unless the caller teaches the class the quiz's subject and the quiz is assigned to it.",
  query: classAndActivity,
  response: quizDetails,
});

// ── A quest's details ─────────────────────────────────────────────────────────────────────

export const questStepFigures = z.object({
  activity_detail_id: id,
  position: z.int(),
  title: z.string(),
  out_of: count,
  /** Students whose handed-in attempt has a response to the step. */
  handed_in: z.array(reportStudent),
  /** Students whose handed-in quest has no mark for the step yet (a step left blank takes one too). */
  awaiting_marks: z.array(reportStudent),
  /** Students the step (or the whole quest) was handed back to, not handed in again yet. */
  returned: z.array(reportStudent),
});
export type QuestStepFigures = z.infer<typeof questStepFigures>;

export const questStudentRow = z.object({
  student: reportStudent,
  status: liveWorkStatus,
  /** Set once every step is marked. */
  score: z.nullable(score),
  stuck: z.nullable(stuckReason),
});

export const questDetails = z.object({
  ...reportHeading,
  /** In the quest's order. */
  steps: z.array(questStepFigures),
  students: z.array(questStudentRow),
});
export type QuestDetails = z.infer<typeof questDetails>;

export const getQuestDetails = defineCall({
  method: 'GET',
  path: '/v2/reports/live/questdetails',
  roles: TEACHER,
  summary:
    'A quest assigned to a class, step by step: who has handed it in, who waits for marks and who was handed work back, each out of the class; and each student’s status and score. 404 unless the caller teaches the class the quest’s subject and the quest is assigned to it.',
  query: classAndActivity,
  response: questDetails,
});
