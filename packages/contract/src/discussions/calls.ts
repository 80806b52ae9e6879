import { z } from 'zod/mini';
import { bodyId } from '../bounds.js';
import { defineCall } from '../call.js';
import {
  addressIssues,
  discussion,
  discussionAddress,
  discussionToken,
  message,
  messageAuthor,
  messageStatus,
  messageText,
  messageToken,
  photoKey,
  questStep,
  requestKey,
  studentLabel,
} from './shapes.js';

const id = z.int();
const BASE = '/v2/tutortalk/responses/discussion';

/** Refuses an address that names no discussion, with the field to fill in. */
function addressed<T extends z.ZodMiniType<z.infer<typeof discussionAddress>>>(schema: T) {
  return schema.check(
    z.superRefine((address, context) => {
      for (const [path, text] of Object.entries(addressIssues(address))) {
        context.addIssue({ code: 'custom', path: [path], message: text });
      }
    }),
  );
}

export const getDiscussion = defineCall({
  method: 'POST',
  path: `${BASE}/fetch/discussion`,
  roles: ['S', 'T'],
  summary:
    "A discussion with its messages, oldest first: a student's thread on a quest step (empty until their first message) or a quest's class thread.",
  body: addressed(discussionAddress),
  response: discussion,
});

export const postMessage = defineCall({
  method: 'POST',
  path: `${BASE}/post-message`,
  roles: ['S', 'T'],
  summary:
    "Posts a message (text, and optionally one photo uploaded through generate-presigned-url) to a discussion; a student's first message starts their thread on the step, a teacher's first message the class thread. A request_key (a UUID the client makes for each message and keeps when it retries that message) makes the send idempotent: a send repeated with the author's same key posts nothing more and answers the message the first posted, with the same 201. A key already used for another text or discussion is refused (409).",
  body: addressed(
    z.extend(discussionAddress, {
      text: messageText,
      photo_key: photoKey,
      request_key: z.optional(requestKey),
    }),
  ),
  response: z.object({ discussion_token: z.string(), message }),
  status: 201,
});

export const markMessage = defineCall({
  method: 'POST',
  path: `${BASE}/mark-message`,
  roles: ['S', 'T'],
  summary:
    'Marks a discussion read up to a message (never back) and answers the message_status of each message for the caller.',
  body: z.object({ discussion_token: discussionToken, message_token: messageToken }),
  response: z.object({
    discussion_token: z.string(),
    unread_count: id,
    message_status: z.array(z.object({ message_token: z.string(), message_status: messageStatus })),
  }),
});

const discussionSummary = z.object({
  token: z.string(),
  student: z.nullable(studentLabel),
  step: z.nullable(questStep),
  message_count: id,
  last_message_at: z.nullable(z.string()),
  unread_count: id,
});
export type DiscussionSummary = z.infer<typeof discussionSummary>;

export const listQuestDiscussions = defineCall({
  method: 'POST',
  path: `${BASE}/quest/discussions`,
  roles: ['T'],
  summary:
    "A quest's discussions in one class the teacher teaches: each student's threads by step, latest first, with the teacher's unread counts, and the class thread.",
  body: z.object({ activity_id: bodyId, class_id: bodyId }),
  response: z.object({
    activity_id: id,
    quest_title: z.string(),
    class_id: id,
    class_name: z.string(),
    class_thread: z.nullable(discussionSummary),
    discussions: z.array(discussionSummary),
  }),
});

export const hideMessage = defineCall({
  method: 'POST',
  path: `${BASE}/hide-message`,
  roles: ['T'],
  summary:
    'Removes a message from its discussion for every reader, its author too: its text and photo are gone and it shows as "Message removed". Who removed it and when are kept, and its open reports are resolved. Removing it again changes nothing. A teacher who does not teach the discussion finds no such message (404).',
  body: z.object({ message_token: messageToken }),
  response: z.object({ message_token: z.string(), hidden: z.literal(true) }),
});

export const REPORT_REASON_MAX = 200;

export const reportMessage = defineCall({
  method: 'POST',
  path: `${BASE}/report-message`,
  roles: ['S', 'T'],
  summary: "Reports a message to the class's teachers; reporting it again changes nothing.",
  body: z.object({
    message_token: messageToken,
    reason: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(REPORT_REASON_MAX, `Keep the reason to ${REPORT_REASON_MAX} characters.`),
        ),
    ),
  }),
  response: z.object({ message_token: z.string(), reported: z.literal(true) }),
});

const openReport = z.object({
  message_token: z.string(),
  discussion_token: z.string(),
  activity_id: id,
  quest_title: z.string(),
  class_id: id,
  class_name: z.string(),
  author: messageAuthor,
  text: z.string(),
  reasons: z.array(z.string()),
  report_count: id,
  first_reported_at: z.string(),
});

export const listOpenReports = defineCall({
  method: 'POST',
  path: `${BASE}/reports`,
  roles: ['T'],
  summary:
    'Messages reported in the discussions the teacher takes part in that no teacher has dealt with yet, oldest report first.',
  body: z._default(z.object({}), {}),
  response: z.object({ results: z.array(openReport) }),
});

export const dismissReports = defineCall({
  method: 'POST',
  path: `${BASE}/dismiss-reports`,
  roles: ['T'],
  summary: 'Closes the open reports of a message without removing it.',
  body: z.object({ message_token: messageToken }),
  response: z.object({ message_token: z.string(), resolved: id }),
});

const messageFigures = z.object({
  activity_id: id,
  quest_title: z.string(),
  class_id: id,
  class_name: z.string(),
  messages: id,
  /** Student messages a teacher replied to afterwards in the same discussion. */
  answered: id,
  /** Student messages no teacher has replied to yet. */
  waiting: id,
  /** From a student message to the first teacher reply after it; null before any reply. */
  average_reply_minutes: z.nullable(z.number()),
});
export type MessageFigures = z.infer<typeof messageFigures>;

export const getMessageAnalytics = defineCall({
  method: 'POST',
  path: '/v2/tutortalk/analytics/messages/',
  roles: ['T'],
  summary:
    "Message counts per class and quest of the teacher's discussions: messages, answered, waiting and the average minutes to a reply; one class when class_id is sent.",
  body: z._default(z.object({ class_id: z.optional(bodyId) }), {}),
  /** A class_id the teacher does not teach. */
  notFound: 'No such class.',
  response: z.object({ results: z.array(messageFigures) }),
});
