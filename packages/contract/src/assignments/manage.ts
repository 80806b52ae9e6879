import { z } from 'zod/mini';
import { bodyId } from '../bounds.js';
import { defineCall } from '../call.js';
import { kitRef, optionalId } from '../kits/filters.js';
import { assignment, calendarDate, classKitStatus, instructions } from './shapes.js';

const TEACHER = ['T'] as const;
const id = bodyId;

export const MAX_CLASSES_PER_ASSIGNMENT = 20;

export const createAssignments = defineCall({
  method: 'POST',
  path: '/v2/assignments/',
  roles: TEACHER,
  summary:
    "Assign a kit, or one activity of it, to one or more of the teacher's classes with a due date (today or later in the school's time zone) and optional instructions. Refused whole (409) if any class already has that work.",
  body: z.intersection(
    kitRef,
    z.object({
      activity_id: optionalId,
      class_ids: z
        .array(id)
        .check(
          z.minLength(1, 'Choose at least one class.'),
          z.maxLength(
            MAX_CLASSES_PER_ASSIGNMENT,
            `Choose at most ${MAX_CLASSES_PER_ASSIGNMENT} classes.`,
          ),
        ),
      due_date: calendarDate,
      instructions: z.optional(instructions),
    }),
  ),
  response: z.object({ results: z.array(assignment) }),
  status: 201,
});

export const updateAssignment = defineCall({
  method: 'PUT',
  path: '/v2/assignments/',
  roles: TEACHER,
  summary:
    'Move the due date, change the instructions, allow or stop retries (`allow_retries`: students may start a new attempt after submitting), or cancel (`action: "cancel"`) an assignment of one of the teacher’s classes.',
  body: z.strictObject({
    assignment_id: id,
    due_date: z.optional(calendarDate),
    instructions: z.optional(z.nullable(instructions)),
    allow_retries: z.optional(z.boolean()),
    action: z.optional(z.enum(['cancel'])),
  }),
  response: assignment,
});

export const completeAssignment = defineCall({
  method: 'POST',
  path: '/v2/assignments/complete/',
  roles: TEACHER,
  summary:
    'Mark an assignment complete (closed for new work), or open it again with `completed: false`.',
  body: z.object({ assignment_id: id, completed: z._default(z.boolean(), true) }),
  response: assignment,
});

export const getClassStatus = defineCall({
  method: 'POST',
  path: '/v2/assignments/class/status',
  roles: TEACHER,
  summary:
    "The kit's state (Completed, Assigned, Not Assigned) for each of the teacher's classes, with its open and completed assignments, and whether the whole kit (or the `activity_id` sent) can still be assigned there: `can_assign` is false when `covered_by` names work that already covers it, as the assign call would refuse.",
  body: z.intersection(kitRef, z.object({ activity_id: optionalId })),
  response: z.object({ kit_id: z.int(), results: z.array(classKitStatus) }),
});
