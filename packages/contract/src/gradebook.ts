import { z } from 'zod/mini';
import { score } from './activities/shapes.js';
import { assignmentState, personName } from './assignments/shapes.js';
import { sentId } from './bounds.js';
import { defineCall } from './call.js';
import { activityType } from './kits/shapes.js';

const id = z.int();

/**
 * Where one student is with one activity; `returned`: the teacher handed it back for a redo. A
 * new state is one more entry here; clients show an unknown entry by its name.
 */
export const GRADEBOOK_STATUSES = [
  'not_started',
  'in_progress',
  'submitted',
  'marked',
  'overdue',
  'returned',
] as const;
export const gradebookStatus = z.enum(GRADEBOOK_STATUSES);
export type GradebookStatus = z.infer<typeof gradebookStatus>;

/** One assigned activity: a column of the gradebook. */
export const gradebookColumn = z.object({
  assignment_id: id,
  activity_id: id,
  title: z.string(),
  activity_type: activityType,
  kit_token: z.string(),
  kit_title: z.string(),
  due_date: z.string(),
  assignment_state: assignmentState,
});
export type GradebookColumn = z.infer<typeof gradebookColumn>;

/** One student at one activity, in the order of the columns. */
export const gradebookCell = z.object({
  status: gradebookStatus,
  /** The attempt the cell shows (the latest submitted one, else the draft); null before any. */
  answer_header_id: z.nullable(id),
  /** Set once the work is marked (a quiz on submission). */
  score: z.nullable(score),
  submitted_at: z.nullable(z.string()),
  attempts: id,
});
export type GradebookCell = z.infer<typeof gradebookCell>;

export const gradebookRow = z.object({
  student: personName,
  cells: z.array(gradebookCell),
});
export type GradebookRow = z.infer<typeof gradebookRow>;

export const gradebookResponse = z.object({
  class_id: id,
  class_name: z.string(),
  /** The school's date the statuses were worked out on, YYYY-MM-DD. */
  today: z.string(),
  columns: z.array(gradebookColumn),
  rows: z.array(gradebookRow),
});
export type Gradebook = z.infer<typeof gradebookResponse>;

export const getClassGradebook = defineCall({
  method: 'GET',
  path: '/v2/assignments/gradebook/',
  roles: ['T'],
  summary:
    "A class's gradebook: its active students down, its assigned activities across (soonest due first), each student's status and score at each.",
  query: z.object({ class_id: sentId }),
  response: gradebookResponse,
});
