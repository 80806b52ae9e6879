import { z } from 'zod/mini';
import { personName } from '../assignments/shapes.js';
import { activityType } from '../kits/fields.js';

const id = z.int();

/** Paths the companion may show on (spec section 2): any path containing one of these. */
export const COMPANION_PATHS = ['/dashboard', '/my-library', '/topics', '/quest', '/quiz'] as const;

/** Spec section 9: the companion waits 2000 ms between tries for its data, at most 5 tries. */
export const COMPANION_POLL_MS = 2000;
export const COMPANION_POLL_TRIES = 5;

/** A student with an open attempt and no answer for this long is shown as stuck. */
export const STUCK_AFTER_MINUTES = 10;

/** The fixed course of the enrollment event (spec section 9). */
export const ENROLLMENT_SUBJECT = 'Science';

/**
 * Work due next, with how long students of the district usually take over it: the median of
 * their hand-ins in whole minutes, null until three have handed it in with a time spent.
 */
export const dueWork = z.object({
  assignment_id: id,
  activity_id: z.nullable(id),
  activity_type: z.nullable(activityType),
  title: z.string(),
  kit_token: z.string(),
  kit_title: z.string(),
  due_date: z.string(),
  usual_minutes: z.nullable(z.int()),
});

/** The student's open attempt, to resume in one click. */
export const resumePoint = z.object({
  answer_header_id: id,
  activity_id: id,
  activity_type: activityType,
  title: z.string(),
  kit_token: z.string(),
  answered: id,
  total: id,
  last_active_at: z.string(),
});

/** A topic the student's progress codes say to revisit (wrong answers in its activities). */
export const revisitTopic = z.object({
  topic_id: id,
  topic_title: z.string(),
  kit_token: z.string(),
  wrong: id,
});

/** The last hand-in and a short message about it. */
export const lastHandIn = z.object({
  answer_header_id: id,
  title: z.string(),
  submitted_at: z.string(),
  marks_obtained: z.nullable(id),
  total_marks: z.nullable(id),
  message: z.string(),
});

export const studentGuide = z.object({
  next_due: z.array(dueWork),
  resume: z.nullable(resumePoint),
  revisit: z.array(revisitTopic),
  last_hand_in: z.nullable(lastHandIn),
});
export type StudentGuide = z.infer<typeof studentGuide>;

export const stuckStudent = z.object({
  student: personName,
  activity_id: id,
  title: z.string(),
  answer_header_id: id,
  last_active_at: z.string(),
  minutes_idle: id,
});

export const notStartedStudent = z.object({
  student: personName,
  open_assignments: id,
});

export const mostMissedQuestion = z.object({
  activity_detail_id: id,
  question: z.string(),
  activity_id: id,
  activity_title: z.string(),
  wrong: id,
  answered: id,
});

export const teacherClassView = z.object({
  teacher_assign_id: id,
  class_name: z.string(),
  subject_name: z.string(),
  /** The server's now the view was worked out at. */
  as_of: z.string(),
  stuck: z.array(stuckStudent),
  not_started: z.array(notStartedStudent),
  /** Today's (school date) most-missed question in the class's work; null when none was missed. */
  most_missed: z.nullable(mostMissedQuestion),
});
export type TeacherClassView = z.infer<typeof teacherClassView>;

/** Learning events only the browser sees; the server records the rest with their facts. */
export const BROWSER_EVENT_KINDS = [
  'enrollment',
  'course_preview',
  'content_study_start',
  'content_study_stop',
] as const;
export const browserEventKind = z.enum(BROWSER_EVENT_KINDS);
export type BrowserEventKind = z.infer<typeof browserEventKind>;

export const PLATFORM_MODES = ['web', 'mobile'] as const;
