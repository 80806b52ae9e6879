import { z } from 'zod/mini';
import { sentId } from '../bounds.js';
import { defineReadCalls } from '../read-calls.js';
import { assignment, completionProgress, personName, studentWork } from './shapes.js';

const STAFF_ROLES = ['T', 'C'] as const;
const classQuery = z.object({ class_id: sentId });

const classAssignmentsCalls = defineReadCalls({
  path: '/v2/accounts/class/assignment',
  roles: STAFF_ROLES,
  summary:
    "A class's open and completed assignments, soonest due first (teachers: classes they teach; administrators: their schools).",
  fields: classQuery,
  response: z.object({
    class_id: z.int(),
    class_name: z.string(),
    results: z.array(assignment),
  }),
});
export const listClassAssignments = classAssignmentsCalls.get;
export const listClassAssignmentsPost = classAssignmentsCalls.post;

const classCompleteResponse = z.object({
  class_id: z.int(),
  class_name: z.string(),
  student_count: z.int(),
  open_assignments: z.int(),
  completed_assignments: z.int(),
  /** Students' completed assignments over all (students x assignments), as a percentage. */
  completion_percentage: z.number(),
  results: z.array(
    z.object({
      assignment_id: z.int(),
      title: z.string(),
      due_date: z.string(),
      progress: completionProgress,
    }),
  ),
  /** The class's students by name, each with how much of the work above they completed. */
  students: z.array(
    z.extend(personName, {
      completed_assignments: z.int(),
      /** Their most recently submitted attempt at work of this class; null before any. */
      latest_work: z.nullable(
        z.extend(z.omit(studentWork, { submitted: true }), {
          kit_token: z.string(),
          submitted_at: z.string(),
        }),
      ),
    }),
  ),
});
const classCompleteCalls = defineReadCalls({
  path: '/v2/accounts/class/complete',
  roles: STAFF_ROLES,
  summary:
    "A class's completion summary: how many of its students completed each assignment, and overall.",
  fields: classQuery,
  response: classCompleteResponse,
});
export const getClassCompletion = classCompleteCalls.get;
export const getClassCompletionPost = classCompleteCalls.post;
