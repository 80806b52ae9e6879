import type { MarkingState } from './marking.js';
import type { QuizQuestionResult } from './quiz-scoring.js';

/** Activity submission status of spec section 4: DR draft, S submitted. */
export const ATTEMPT_STATUSES = ['DR', 'S'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * Progress status codes of spec section 4: A attempted, N not attempted or not started,
 * W wrong, C correct or completed, I in progress, NS not started yet.
 */
export const PROGRESS_CODES = ['A', 'N', 'W', 'C', 'I', 'NS'] as const;
export type ProgressCode = (typeof PROGRESS_CODES)[number];

/** What is known about the answer to one question or step of an attempt. */
export type QuestionOutcome =
  | { kind: 'unanswered' }
  /** A quiz question, scored against its key as soon as it is answered. */
  | { kind: 'choice'; correct: boolean }
  /** A worksheet question or quest step; marksObtained is null until a teacher marks it. */
  | { kind: 'response'; marks: number; marksObtained: number | null };

/**
 * The code of one question of a student's latest attempt (null: no attempt yet).
 * NS: no attempt. N: the attempt leaves it unanswered. C / W: a quiz answer that is right /
 * wrong, or a response marked full marks / 0 (a 0-mark step marked done is C). A: answered with
 * no verdict yet (awaiting marking) or marked with part of its marks.
 */
export function questionProgress(
  attempt: AttemptStatus | null,
  outcome: QuestionOutcome,
): ProgressCode {
  if (attempt === null) return 'NS';
  switch (outcome.kind) {
    case 'unanswered':
      return 'N';
    case 'choice':
      return outcome.correct ? 'C' : 'W';
    case 'response':
      if (outcome.marksObtained === null) return 'A';
      if (outcome.marksObtained >= outcome.marks) return 'C';
      return outcome.marksObtained <= 0 ? 'W' : 'A';
  }
}

/** The outcome of a scored quiz question. */
export function quizQuestionOutcome(result: QuizQuestionResult): QuestionOutcome {
  return result.answered ? { kind: 'choice', correct: result.correct } : { kind: 'unanswered' };
}

export interface ActivityProgressInput {
  /** The status of the student's latest attempt; null when there is none. */
  attempt: AttemptStatus | null;
  /** For work a teacher marks (worksheets, marked quests); null or absent when scored at once. */
  markingState?: MarkingState | null;
  /** The work is no longer expected: its assignment is completed or its due date has passed. */
  closed?: boolean;
}

/**
 * The code of a student's activity. NS: not started yet while the work is open; N: never
 * started and the work is closed. I: a draft attempt. C: submitted and, where a teacher marks
 * it, fully marked. A: submitted and waiting for (the rest of) its marks. Never W: right and
 * wrong belong to questions.
 */
export function activityProgress(input: ActivityProgressInput): ProgressCode {
  const { attempt, markingState = null, closed = false } = input;
  if (attempt === null) return closed ? 'N' : 'NS';
  if (attempt === 'DR') return 'I';
  return markingState === null || markingState === 'marked' ? 'C' : 'A';
}
