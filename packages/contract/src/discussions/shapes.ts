import { z } from 'zod/mini';
import { bodyId } from '../bounds.js';
import { storedFile, uploadKey } from '../core/uploads.js';
import { discussionToken } from './tokens.js';

const id = z.int();

/** Longest message; the composer counts down to it as the user types. */
export const MESSAGE_MAX = 400;
export const MESSAGE_TOO_LONG = `Keep messages to ${MESSAGE_MAX} characters.`;

/** What every reader, its author too, sees in place of a message a teacher removed. */
export const REMOVED_NOTICE = 'Message removed';
export const FORMER_STUDENT = 'A former student';
export const FORMER_TEACHER = 'A former teacher';

export { discussionToken, messageToken } from './tokens.js';

/**
 * Which discussion a call is about: an existing one by token; a student's own thread on a quest
 * step by the quest and step (it exists once they first post); or, for a teacher, the class
 * thread of a quest by the quest and class.
 */
export const discussionAddress = z.object({
  discussion_token: z.optional(discussionToken),
  activity_id: z.optional(bodyId),
  activity_detail_id: z.optional(bodyId),
  class_id: z.optional(bodyId),
});
export type DiscussionAddress = z.infer<typeof discussionAddress>;

/** The address names a discussion: a token, or a quest with its step or its class. */
export function addressIssues(address: DiscussionAddress): Record<string, string> {
  if (address.discussion_token !== undefined) return {};
  if (address.activity_id === undefined) {
    return { discussion_token: 'Send the discussion_token, or the activity_id of the quest.' };
  }
  if (address.activity_detail_id === undefined && address.class_id === undefined) {
    return { activity_detail_id: 'Send the activity_detail_id of the step, or the class_id.' };
  }
  return {};
}

export const READ_STATES = ['read', 'unread'] as const;
export const messageStatus = z.enum(READ_STATES);

export const AUTHOR_ROLES = ['student', 'teacher', 'former_student', 'former_teacher'] as const;

/** Who wrote a message: a first name and last initial, or "A former student" once they left. */
export const messageAuthor = z.object({
  name: z.string(),
  role: z.enum(AUTHOR_ROLES),
  is_you: z.boolean(),
});

export const message = z.object({
  token: z.string(),
  author: messageAuthor,
  /** Null once a teacher removed the message, for every reader. */
  text: z.nullable(z.string()),
  /** Null once a teacher removed the message, for every reader. */
  photo: z.nullable(storedFile),
  /** A teacher removed the message: it shows as "Message removed". */
  hidden: z.boolean(),
  created_at: z.string(),
  /** For the reader: read once their read cursor has reached it; their own messages are read. */
  message_status: messageStatus,
  /** Whether the reader has reported it (and the report is still open). */
  reported_by_you: z.boolean(),
});
export type Message = z.infer<typeof message>;

/** A student as a discussion list shows them: never a full name. */
export const studentLabel = z.object({ first_name: z.string(), last_initial: z.string() });

export const questStep = z.object({
  activity_detail_id: id,
  title: z.string(),
  position: id,
});

export const discussion = z.object({
  /** Null for a student's thread that has no message yet. */
  token: z.nullable(z.string()),
  kind: z.enum(['student', 'class']),
  activity_id: id,
  quest_title: z.string(),
  class_id: id,
  step: z.nullable(questStep),
  student: z.nullable(studentLabel),
  messages: z.array(message),
  unread_count: id,
  can_post: z.boolean(),
  /** The reader may remove messages: the discussion's teachers. */
  can_hide: z.boolean(),
});
export type Discussion = z.infer<typeof discussion>;

export const messageText = z
  .string()
  .check(z.trim(), z.minLength(1, 'Write a message.'), z.maxLength(MESSAGE_MAX, MESSAGE_TOO_LONG));

export const photoKey = z.optional(uploadKey);

/**
 * The client's key of one message being sent, made once per message and kept across retries of
 * it, so a repeated send posts once.
 */
export const requestKey = z.uuid('Send the request_key as a UUID.');
