import { z } from 'zod';
import { defineCall, pathId } from '../call.js';
import { activityType, questStep } from '../kits/shapes.js';
import { pageOf, pageQuery } from '../paging.js';
import {
  attemptStatus,
  commentText,
  markingState,
  progressCode,
  reviewedAttempt,
  reviewedQuestion,
  score,
  sentId,
  studentName,
} from './shapes.js';

const TEACHER = ['T'] as const;

/** So a review page can title itself and link back to the kit without another call. */
const activityTitles = {
  activity_title: z.string(),
  kit_token: z.string(),
  kit_title: z.string(),
};

/** One student's latest attempt at an activity, for the teacher's class list. */
export const studentSubmission = studentName.extend({
  progress: progressCode,
  answer_header_id: z.number().int().nullable(),
  status: attemptStatus.nullable(),
  attempt_number: z.number().int().nullable(),
  /** Every attempt the student made, the first one kept for reports. */
  attempts: z.number().int(),
  score: score.nullable(),
  marking_state: markingState.nullable(),
  time_spent_ms: z.number().int(),
  started_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
});

export const listActivitySubmissions = defineCall({
  method: 'POST',
  path: '/v1/contents/teacher/activity/submissions',
  roles: TEACHER,
  summary:
    "Every student of a class with their status, score and time spent at one activity assigned to the class, by name, paged (a teacher of the class; administrators see children's work only through reports).",
  body: pageQuery.extend({ class_id: sentId, activity_id: sentId }),
  response: pageOf(studentSubmission).extend({
    class_id: z.number().int(),
    activity_id: z.number().int(),
    activity_type: activityType,
    ...activityTitles,
    total_marks: z.number().int(),
  }),
});

/** An attempt with everything needed to review it: the student, the questions with keys. */
export const responseSheet = z.object({
  ...activityTitles,
  student: studentName,
  attempt: reviewedAttempt,
  questions: z.array(reviewedQuestion),
  steps: z.array(questStep),
});

export const getStudentResponses = defineCall({
  method: 'GET',
  path: '/v1/contents/teacher/responses',
  roles: TEACHER,
  summary:
    "One student's attempt (answer_header_id from the submissions list): answers, step responses, worksheet pages, marks and comments, with the answer keys.",
  query: z.object({ answer_header_id: sentId }),
  response: responseSheet,
});

export const itemMark = z
  .object({
    activity_detail_id: sentId,
    /**
     * A whole number from 0 to the item's marks (decision 0008), or null to give only the comment:
     * the item keeps the mark it has, or stays unmarked.
     */
    marks_obtained: z.number().nullable(),
    comment: commentText.nullable().optional(),
  })
  .refine((m) => m.marks_obtained !== null || m.comment !== undefined, {
    message: 'Give marks, or a comment to go without them.',
    path: ['marks_obtained'],
  });

export const markResponses = defineCall({
  method: 'POST',
  path: '/v1/contents/teacher/responses',
  roles: TEACHER,
  summary:
    "Mark a submitted quest or worksheet attempt: whole marks per question or step and a comment each (a comment may come without marks), and a comment on the whole. Marks may come in several goes and be changed; the student's score shows once every item is marked.",
  body: z.object({
    answer_header_id: sentId,
    marks: z.array(itemMark).max(200).default([]),
    comment: commentText.nullable().optional(),
  }),
  response: responseSheet,
});

const noteText = (what: string) => commentText.min(1, `Write a ${what} for the student.`);

export const returnResponse = defineCall({
  method: 'POST',
  path: '/v1/contents/teacher/responses/return',
  roles: TEACHER,
  summary:
    'Hand a submitted quest or worksheet back to its student for redo with a note: one question or step (activity_detail_id), or the whole attempt. The attempt is a draft again until the student hands it in; what they handed in first is kept.',
  body: z.object({
    answer_header_id: sentId,
    /** Left out or null: the whole attempt. */
    activity_detail_id: sentId.nullable().optional(),
    note: noteText('note'),
  }),
  response: responseSheet,
});

export const overrideMark = defineCall({
  method: 'POST',
  path: '/v1/contents/teacher/responses/override',
  roles: TEACHER,
  summary:
    "Change the mark a quiz gave one question of a submitted attempt, with a reason the student sees. The attempt's score is worked out again; the automatic mark is kept.",
  body: z.object({
    answer_header_id: sentId,
    activity_detail_id: sentId,
    /** A whole number from 0 to the question's marks. */
    marks_obtained: z.number({ error: 'Give the new mark as a number.' }),
    reason: noteText('reason'),
  }),
  response: responseSheet,
});

export const getAnswerSheet = defineCall({
  method: 'GET',
  path: '/v1/contents/contents/activity/{id}/contact_answeres/',
  roles: ['S', 'T', 'C'],
  params: z.object({ id: pathId }),
  notFound: 'No such activity.',
  summary:
    "An activity's answer sheet. With kit_id: its questions with answer keys (teachers and administrators of a class it is assigned to; a student only with their own submitted attempt). With type=question and student: that student's latest submitted attempt beside the keys (staff: a student of their class; a student: only themselves).",
  query: z.object({
    kit_id: sentId.optional(),
    type: z.enum(['question']).optional(),
    student: z.uuid('Send the student’s user_token.').optional(),
  }),
  response: z.object({
    activity_id: z.number().int(),
    kit_id: z.number().int(),
    activity_type: activityType,
    title: z.string(),
    total_marks: z.number().int(),
    questions: z.array(reviewedQuestion),
    steps: z.array(questStep),
    student: studentName.nullable(),
    attempt: reviewedAttempt.nullable(),
  }),
});
