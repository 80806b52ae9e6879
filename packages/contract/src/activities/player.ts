import { z } from 'zod/mini';
import { defineCall, pathId } from '../call.js';
import {
  answerText,
  attempt,
  attemptSheet,
  savedAnswer,
  sentId,
  submittedSheet,
} from './shapes.js';

const STUDENT = ['S'] as const;

/** Most options a multiple-choice answer may name, and most blanks of a fill-in question. */
export const MAX_CHOSEN_OPTIONS = 20;

/** One question's or step's answer: options (quiz), text and blanks (worksheet). */
export const answerInput = z.object({
  activity_detail_id: sentId,
  /** Chosen option ids; an empty list clears the answer. */
  answer: z.optional(z.array(sentId).check(z.maxLength(MAX_CHOSEN_OPTIONS))),
  text: z.optional(z.nullable(answerText)),
  blanks: z.optional(z.array(answerText).check(z.maxLength(MAX_CHOSEN_OPTIONS))),
});
export type AnswerInput = z.input<typeof answerInput>;

export const startAttempt = defineCall({
  method: 'POST',
  path: '/v1/contents/answers/',
  roles: STUDENT,
  summary:
    "Start an attempt at an activity assigned to the student's class, or resume it: the student's latest attempt (a draft with its saved answers and where they were, or the submitted one with its result). A new attempt starts only when there is none.",
  body: z.object({ activity_id: sentId, assignment_id: z.optional(sentId) }),
  response: attempt,
});

export const listAttemptQuestions = defineCall({
  method: 'GET',
  path: '/v1/contents/answers/questions/',
  roles: STUDENT,
  summary:
    "An attempt's questions, one quiz page at a time with page_break_id (all of them without), or a quest's steps, with the saved answers. Never correct_ans while the attempt is a draft; after submission with answer keys and verdicts.",
  query: z.object({
    answer_header_id: sentId,
    activity_id: sentId,
    page_break_id: z.optional(sentId),
  }),
  response: attemptSheet,
});

export const saveAnswer = defineCall({
  method: 'POST',
  path: '/v1/contents/answers/{id}/answer/',
  roles: STUDENT,
  params: z.object({ id: pathId }),
  notFound: 'No such attempt.',
  summary:
    "Save one question's answer in a draft attempt as the student goes (options of a quiz question, or a worksheet answer's text or blanks); saving again replaces it.",
  body: answerInput,
  response: savedAnswer,
});

export const LOG_ACTIONS = ['start', 'end'] as const;

export const logActivity = defineCall({
  method: 'POST',
  path: '/v1/contents/answers/{id}/log_activity/',
  roles: STUDENT,
  params: z.object({ id: pathId }),
  notFound: 'No such attempt.',
  summary:
    'Record that the student opened (start) or left (end) a draft attempt, on the server clock; answers the time spent so far.',
  body: z.object({ action: z.enum(LOG_ACTIONS) }),
  response: z.object({
    answer_header_id: z.int(),
    action: z.enum(LOG_ACTIONS),
    logged_at: z.string(),
    time_spent_ms: z.int(),
  }),
});

export const completeAnswer = defineCall({
  method: 'POST',
  path: '/v1/contents/answers/{id}/complete_answer/',
  roles: STUDENT,
  params: z.object({ id: pathId }),
  notFound: 'No such attempt.',
  summary:
    'Submit a draft attempt, with any last answers. A quiz is scored at once; quests and worksheets wait for the teacher. Answers the whole sheet with answer keys and verdicts. A second submission answers 409.',
  body: z._default(
    z.object({ answer: z._default(z.array(answerInput).check(z.maxLength(200)), []) }),
    { answer: [] },
  ),
  response: submittedSheet,
});
