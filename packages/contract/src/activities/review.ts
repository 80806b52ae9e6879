import { z } from 'zod/mini';
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
export const studentSubmission = z.extend(studentName, {
  progress: progressCode,
  answer_header_id: z.nullable(z.int()),
  status: z.nullable(attemptStatus),
  attempt_number: z.nullable(z.int()),
  /** Every attempt the student made, the first one kept for reports. */
  attempts: z.int(),
  score: z.nullable(score),
  marking_state: z.nullable(markingState),
  time_spent_ms: z.int(),
  started_at: z.nullable(z.string()),
  submitted_at: z.nullable(z.string()),
});

export const listActivitySubmissions = defineCall({
  method: 'POST',
  path: '/v1/contents/teacher/activity/submissions',
  roles: TEACHER,
  summary:
    "Every student of a class with their status, score and time spent at one activity assigned to the class, by name, paged (a teacher of the class; administrators see children's work only through reports).",
  body: z.extend(pageQuery, { class_id: sentId, activity_id: sentId }),
  response: z.extend(pageOf(studentSubmission), {
    class_id: z.int(),
    activity_id: z.int(),
    activity_type: activityType,
    ...activityTitles,
    total_marks: z.int(),
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
    marks_obtained: z.nullable(z.number()),
    comment: z.optional(z.nullable(commentText)),
  })
  .check(
    z.refine((m) => m.marks_obtained !== null || m.comment !== undefined, {
      message: 'Give marks, or a comment to go without them.',
      path: ['marks_obtained'],
    }),
  );

export const markResponses = defineCall({
  method: 'POST',
  path: '/v1/contents/teacher/responses',
  roles: TEACHER,
  summary:
    "Mark a submitted quest or worksheet attempt: whole marks per question or step and a comment each (a comment may come without marks), and a comment on the whole. Marks may come in several goes and be changed; the student's score shows once every item is marked.",
  body: z.object({
    answer_header_id: sentId,
    marks: z._default(z.array(itemMark).check(z.maxLength(200)), []),
    comment: z.optional(z.nullable(commentText)),
  }),
  response: responseSheet,
});

const noteText = (what: string) =>
  commentText.check(z.minLength(1, `Write a ${what} for the student.`));

export const returnResponse = defineCall({
  method: 'POST',
  path: '/v1/contents/teacher/responses/return',
  roles: TEACHER,
  summary:
    'Hand a submitted quest or worksheet back to its student for redo with a note: one question or step (activity_detail_id), or the whole attempt. The attempt is a draft again until the student hands it in; what they handed in first is kept.',
  body: z.object({
    answer_header_id: sentId,
    /** Left out or null: the whole attempt. */
    activity_detail_id: z.optional(z.nullable(sentId)),
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
    kit_id: z.optional(sentId),
    type: z.optional(z.enum(['question'])),
    student: z.optional(z.uuid('Send the student’s user_token.')),
  }),
  response: z.object({
    activity_id: z.int(),
    kit_id: z.int(),
    activity_type: activityType,
    title: z.string(),
    total_marks: z.int(),
    questions: z.array(reviewedQuestion),
    steps: z.array(questStep),
    student: z.nullable(studentName),
    attempt: z.nullable(reviewedAttempt),
  }),
});
