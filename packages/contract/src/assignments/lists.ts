import { z } from 'zod/mini';
import { bodyId } from '../bounds.js';
import { defineCall } from '../call.js';
import { pageOf, pageQuery } from '../paging.js';
import {
  activityStats,
  assignment,
  assignmentState,
  completionProgress,
  studentAssignment,
  studentCompletion,
  studentWork,
} from './shapes.js';

const id = bodyId;
const STAFF_ROLES = ['T', 'C'] as const;

export const listClassrooms = defineCall({
  method: 'POST',
  path: '/v2/assignments/classroom/list/',
  roles: STAFF_ROLES,
  summary:
    "One class's assignments, soonest due first, optionally of one state (teachers: their classes; administrators: their schools' classes), paged.",
  body: z.extend(pageQuery, { class_id: id, state: z.optional(assignmentState) }),
  response: pageOf(assignment),
});

/** Recent assignments of one kit or activity, across the classes it went to. */
export const assignmentGroup = z.object({
  kit_id: z.int(),
  kit_token: z.string(),
  kit_title: z.string(),
  activity_id: z.nullable(z.int()),
  activity_title: z.nullable(z.string()),
  last_assigned_at: z.string(),
  progress: completionProgress,
  assignments: z.array(assignment),
});

export const listRecentByGroup = defineCall({
  method: 'POST',
  path: '/v2/assignments/grouped/recent/list/',
  roles: ['T'],
  summary:
    "The teacher's open assignments grouped by kit or activity, most recently assigned first, each with its classes' completion, paged by group.",
  body: z._default(pageQuery, { page: 1, per_page: 20 }),
  response: pageOf(assignmentGroup),
});

/** tabValue of spec section 3: 1 Assigned (default), 2 Completed. */
export const STUDENT_TABS = { assigned: 1, completed: 2 } as const;

export const listStudentClassAssignments = defineCall({
  method: 'POST',
  path: '/v2/assignments/studentclass/',
  roles: ['S'],
  summary:
    "The student's assignments: tab 1 what is still to do, tab 2 what they have completed; sorted by due date, paged.",
  body: z._default(
    z.extend(pageQuery, { tab: z._default(z.union([z.literal(1), z.literal(2)]), 1) }),
    { page: 1, per_page: 20, tab: 1 },
  ),
  response: pageOf(studentAssignment),
});

export const listStudentsCompleted = defineCall({
  method: 'POST',
  path: '/v2/assignments/students/completed/',
  roles: STAFF_ROLES,
  summary:
    "Every student of the assignment's class, whether they have completed it, completed first then by name.",
  body: z.object({ assignment_id: id }),
  response: z.object({
    assignment_id: z.int(),
    progress: completionProgress,
    results: z.array(
      z.extend(studentCompletion, {
        /** Per covered activity they have started, in kit order: the attempt to open. */
        work: z.array(studentWork),
      }),
    ),
  }),
});

export const activitySubmission = z.object({
  activity_id: z.int(),
  title: z.string(),
  activity_type: z.string(),
  submitted: z.boolean(),
  submitted_at: z.nullable(z.string()),
});

export const getStudentCompletion = defineCall({
  method: 'POST',
  path: '/v2/assignments/retrieve/complete-for',
  roles: ['S', 'T', 'C'],
  summary:
    'What one student has submitted of the activities an assignment covers: a student their own; staff name the student by user_token.',
  body: z.object({ assignment_id: id, student: z.optional(z.string().check(z.uuid())) }),
  response: z.object({
    assignment_id: z.int(),
    student: studentCompletion,
    results: z.array(activitySubmission),
  }),
});

export const getActivityCompletion = defineCall({
  method: 'POST',
  path: '/v2/assignments/activity/complete/',
  roles: STAFF_ROLES,
  summary:
    'For one activity of an assignment: which students of the class have submitted it and which have not.',
  body: z.object({ assignment_id: id, activity_id: id }),
  response: z.object({
    assignment_id: z.int(),
    activity_id: z.int(),
    progress: completionProgress,
    results: z.array(
      z.object({
        user_token: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        submitted: z.boolean(),
        submitted_at: z.nullable(z.string()),
      }),
    ),
  }),
});

export const getActivityStats = defineCall({
  method: 'POST',
  path: '/v2/assignments/activity/stats/',
  roles: STAFF_ROLES,
  summary:
    'Per activity of an assignment: students not started, in progress and submitted, and the mean score of submitted attempts.',
  body: z.object({ assignment_id: id }),
  response: z.object({ assignment_id: z.int(), results: z.array(activityStats) }),
});
