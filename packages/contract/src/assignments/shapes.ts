import { ASSIGNMENT_STATES } from '@kitlab/domain';
import { z } from 'zod/mini';
import { activityType, kitMedia, kitStatus, kitSubject } from '../kits/fields.js';
import { preprocess } from '../preprocess.js';

const id = z.int();

const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day
  );
};

/** A school-local calendar date, YYYY-MM-DD (spec section 9). */
export const calendarDate = z
  .string()
  .check(
    z.trim(),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.'),
    z.refine(isCalendarDate, 'This date does not exist.'),
  );

/** MM (spec section 9). */
export const monthParam = preprocess(
  (value) => (typeof value === 'number' ? String(value).padStart(2, '0') : value),
  z.string().check(z.regex(/^(0[1-9]|1[0-2])$/, 'Use the month format MM, 01 to 12.')),
);
/** YYYY (spec section 9). */
export const yearParam = preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().check(z.regex(/^(19|20|21)\d{2}$/, 'Use the year format YYYY.')),
);

export const INSTRUCTIONS_MAX = 2000;
export const instructions = z
  .string()
  .check(
    z.trim(),
    z.maxLength(INSTRUCTIONS_MAX, `Keep instructions under ${INSTRUCTIONS_MAX} characters.`),
  );

export const assignmentState = z.enum(ASSIGNMENT_STATES);

/** How many of the class's students have submitted everything the assignment covers. */
export const completionProgress = z.object({ completed: id, total: id });

export const assignedActivity = z.object({
  activity_id: id,
  activity_token: z.string(),
  title: z.string(),
  activity_type: activityType,
});

export const personName = z.object({
  user_token: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/** One kit, or one activity of a kit, assigned to one class. */
export const assignment = z.object({
  assignment_id: id,
  kit_id: id,
  kit_token: z.string(),
  kit_title: z.string(),
  cover: kitMedia,
  grade: id,
  subjects: z.array(kitSubject),
  /** Null when the whole kit is assigned. */
  activity: z.nullable(assignedActivity),
  class_id: id,
  class_name: z.string(),
  class_grade_name: z.string(),
  subject_name: z.nullable(z.string()),
  teacher: personName,
  due_date: z.string(),
  instructions: z.nullable(z.string()),
  state: assignmentState,
  /** Students may start a new attempt at its activities after submitting one. */
  allow_retries: z.boolean(),
  assigned_at: z.string(),
  completed_at: z.nullable(z.string()),
  /** Whether the due date has passed / is today in the school's time zone (open work only). */
  overdue: z.boolean(),
  due_today: z.boolean(),
  progress: completionProgress,
});
export type Assignment = z.infer<typeof assignment>;

/**
 * The score result of spec section 3 with its percentage, the same shape as an attempt's score
 * (activities' shapes import these, so it cannot be imported from there).
 */
export const workScore = z.object({
  marksObtained: id,
  totalMarks: id,
  percentage: z.nullable(z.number()),
});

/** Work of an assignment a teacher handed back to the student for redo, still with them. */
export const returnedToStudent = z.object({
  return_id: id,
  activity_id: id,
  activity_title: z.string(),
  activity_type: activityType,
  /** The step or question returned; null: the whole activity. */
  activity_detail_id: z.nullable(id),
  /** The teacher's note on what to redo. */
  note: z.string(),
  returned_at: z.string(),
});
export type ReturnedToStudent = z.infer<typeof returnedToStudent>;

/** An assignment as a student sees it: their own progress instead of the class's. */
export const studentAssignment = z.extend(z.omit(assignment, { progress: true }), {
  my_status: z.enum(['Completed', 'Assigned']),
  /** Activities the student has submitted, of those the assignment covers. */
  my_progress: completionProgress,
  /**
   * The marks of the student's latest submitted attempt at each covered activity that has been
   * scored, added up; null until one has.
   */
  my_score: z.nullable(workScore),
  /** What of it the student's teachers returned for redo and they have not handed in again. */
  my_returns: z.array(returnedToStudent),
});
export type StudentAssignment = z.infer<typeof studentAssignment>;

export const studentCompletion = z.extend(personName, {
  completed: z.boolean(),
  completed_at: z.nullable(z.string()),
  /** Activities submitted of those the assignment covers. */
  submitted_activities: id,
  total_activities: id,
});

/** A student's attempt at one activity that a teacher can open (the response screen). */
export const studentWork = z.object({
  activity_id: id,
  title: z.string(),
  answer_header_id: id,
  submitted: z.boolean(),
});

export const dayCount = z.object({ due_date: z.string(), count: id });
export const monthCount = z.object({ month: z.string(), year: z.string(), count: id });

export const classKitStatus = z.object({
  class_id: id,
  class_name: z.string(),
  subject_name: z.nullable(z.string()),
  status: kitStatus,
  assignments: z.array(
    z.object({
      assignment_id: id,
      activity_id: z.nullable(id),
      due_date: z.string(),
      state: assignmentState,
      /**
       * Whether the caller reaches this work: it was given in a subject they teach the class, or
       * in a teaching that has ended. A kit of two subjects may be given by the other subject's
       * teacher: it still covers the class, but its submissions are not the caller's.
       */
      in_your_subjects: z.boolean(),
    }),
  ),
  /** Whether the kit, or the activity asked about, can be assigned to this class now. */
  can_assign: z.boolean(),
  /** Ids of this class's assignments (above) that already cover it; empty when it can. */
  covered_by: z.array(id),
});

export const activityStats = z.object({
  activity_id: id,
  title: z.string(),
  activity_type: activityType,
  total_students: id,
  not_started: id,
  in_progress: id,
  submitted: id,
  /** Mean percentage of submitted attempts that have a score; null when none. */
  average_percentage: z.nullable(z.number()),
});
