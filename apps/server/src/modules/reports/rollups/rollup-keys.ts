import type { LearningEventKind } from '../../../db/schema/index.js';

/** A teaching's work due in one week: a row of `report_teaching_weeks`. */
export interface TeachingWeek {
  classId: number;
  subjectId: number;
  teacherId: number;
  /** The Monday, YYYY-MM-DD. */
  week: string;
}

/** A class in one week: the rows of `report_class_activity` counted together. */
export interface ClassWeek {
  classId: number;
  week: string;
}

/** Events that change an assignment's place in the report: given, moved, cancelled ... */
export const ASSIGNMENT_KINDS = [
  'assignment_given',
  'assignment_due_date_changed',
  'assignment_cancelled',
  'assignment_completed',
  'assignment_reopened',
] as const satisfies readonly LearningEventKind[];

/**
 * Events that change what a student's work counts for: handed in, marked (or marked again),
 * handed back, or a new attempt started after a hand-in. Saving an answer changes nothing the
 * report counts until the work is handed in, so answers alone never make work be summed again.
 */
export const WORK_KINDS = [
  'attempt_started',
  'attempt_submitted',
  'work_marked',
  'work_returned',
] as const satisfies readonly LearningEventKind[];

/** What makes a student active in a week, as the teachers' week-by-week progress counts it. */
export const ACTIVE_KINDS = [
  'answer_question',
  'attempt_submitted',
] as const satisfies readonly LearningEventKind[];

/** The keys once each (a key read before and after a change is summed again once). */
export function distinctKeys<T extends object>(keys: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const key of keys) seen.set(JSON.stringify(Object.values(key)), key);
  return [...seen.values()];
}
