import { z } from 'zod';
import { defineReadCalls } from '../read-calls.js';
import { assignment, completionProgress } from './shapes.js';

const STAFF_ROLES = ['T', 'C'] as const;
const classQuery = z.object({ class_id: z.coerce.number().int().positive() });

const classAssignmentsCalls = defineReadCalls({
  path: '/v2/accounts/class/assignment',
  roles: STAFF_ROLES,
  summary:
    "A class's open and completed assignments, soonest due first (teachers: classes they teach; administrators: their schools).",
  params: classQuery,
  response: z.object({
    class_id: z.number().int(),
    class_name: z.string(),
    results: z.array(assignment),
  }),
});
export const classAssignments = classAssignmentsCalls.get;
export const classAssignmentsPost = classAssignmentsCalls.post;

const classCompleteResponse = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  student_count: z.number().int(),
  open_assignments: z.number().int(),
  completed_assignments: z.number().int(),
  /** Students' completed assignments over all (students x assignments), as a percentage. */
  completion_percentage: z.number(),
  results: z.array(
    z.object({
      assignment_id: z.number().int(),
      title: z.string(),
      due_date: z.string(),
      progress: completionProgress,
    }),
  ),
});
const classCompleteCalls = defineReadCalls({
  path: '/v2/accounts/class/complete',
  roles: STAFF_ROLES,
  summary:
    "A class's completion summary: how many of its students completed each assignment, and overall.",
  params: classQuery,
  response: classCompleteResponse,
});
export const classComplete = classCompleteCalls.get;
export const classCompletePost = classCompleteCalls.post;
