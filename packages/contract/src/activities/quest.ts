import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { uploadKey } from '../core/uploads.js';
import {
  answerText,
  attempt,
  attemptStatus,
  draftAttempt,
  savedAnswer,
  score,
  sentId,
} from './shapes.js';

const STUDENT = ['S'] as const;

/** Most files one step response may carry: photos up to the step's limit, or one PDF. */
export const MAX_STEP_FILES = 3;

export const saveStepResponse = defineCall({
  method: 'POST',
  path: '/v1/contents/custom_answers/',
  roles: STUDENT,
  summary:
    "Save a quest step's response (text, and photos or one PDF uploaded through generate-presigned-url) in the student's draft attempt, starting one when there is none. `keys` replaces the step's files.",
  body: z.object({
    activity_id: sentId,
    activity_detail_id: sentId,
    assignment_id: z.optional(sentId),
    text: z.optional(z.nullable(answerText)),
    keys: z.optional(z.array(uploadKey).check(z.maxLength(MAX_STEP_FILES))),
  }),
  response: z.object({
    answer_header_id: z.int(),
    status: z.literal('DR'),
    answer: savedAnswer,
  }),
});

export const attemptSummary = z.object({
  answer_header_id: z.int(),
  attempt_number: z.int(),
  status: attemptStatus,
  submitted_at: z.nullable(z.string()),
  score: z.nullable(score),
});

export const getActivityScores = defineCall({
  method: 'POST',
  path: '/v1/contents/custom_answers/score',
  roles: STUDENT,
  summary:
    "The student's score at an activity: the latest attempt with its marks and the teacher's comments once marked, and every attempt's score, first to latest.",
  body: z.object({ activity_id: sentId }),
  response: z.object({
    activity_id: z.int(),
    latest: attempt,
    attempts: z.array(attemptSummary),
  }),
});

export const startRetry = defineCall({
  method: 'POST',
  path: '/v1/contents/custom_answers/reset',
  roles: STUDENT,
  summary:
    'Start a new attempt after a submitted one, when the teacher allows retries on the assignment (allow_retries); earlier attempts are kept. 409 otherwise.',
  body: z.object({ activity_id: sentId }),
  response: draftAttempt,
  status: 201,
});
