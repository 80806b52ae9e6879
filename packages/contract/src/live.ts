import { z } from 'zod/mini';
import { defineCall, USER_TYPES } from './call.js';
import { LIVE_EVENT_TYPES } from './constants.js';

/**
 * The live stream: `GET /api/v2/live/stream?ticket=…` answers server-sent events (not JSON, so it
 * is a plain route rather than a call). A browser's EventSource cannot send the sign-in token, so
 * the stream takes a short-lived ticket made for the signed-in user by `createTicket`.
 */
export const LIVE_STREAM_PATH = '/api/v2/live/stream';

/** How long a ticket opens the stream for. */
export const LIVE_TICKET_SECONDS = 60;

/**
 * How far back a ticket's `last_event_id` stands: the user's newest event at least this old. A
 * screen reads its data before its stream opens (its code may still be arriving); the events made
 * meanwhile are sent when the stream opens, and a few already read may be sent again, which only
 * refetches.
 */
export const LIVE_CATCH_UP_SECONDS = 10;

/** At most this many classes are watched by one stream (a teacher's open work spans them all). */
export const LIVE_CLASSES_MAX = 200;

/** Class ids written `1,2,3`, as a stream's address carries them. */
const classIdList = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}(,\d{1,9})*$/, 'class ids separated by commas')),
    z.transform((text) => [...new Set(text.split(',').map(Number))]),
  ),
  z.array(z.int().check(z.positive())).check(z.maxLength(LIVE_CLASSES_MAX)),
);

/**
 * The stream's query: the ticket, the last event id seen when a screen reopens it, and the
 * classes whose work it watches (a teacher's open report): a change to that work sends
 * `class_work.changed`.
 */
export const liveStreamQuery = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(500)),
  last_event_id: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  classes: z.optional(classIdList),
});

/**
 * Sent to a stream watching a class when its work changed (an answer saved, an attempt started or
 * handed in, work marked or returned): ids only, the screen refetches. Not stored per user, so it
 * carries no event id and a reconnecting stream does not catch it up (the screen refetches on
 * opening anyway).
 */
export const CLASS_WORK_EVENT = 'class_work.changed';

export const classWorkChanged = z.object({
  class_id: z.int(),
  activity_id: z.nullable(z.int()),
  student_id: z.nullable(z.int()),
  kind: z.string(),
});
export type ClassWorkChanged = z.infer<typeof classWorkChanged>;

/**
 * Sent instead of the missed events when more were missed than the stream catches up with: the
 * screen refetches everything it shows.
 */
export const LIVE_RESYNC_EVENT = 'resync';

/** Every event name the stream sends. */
export const LIVE_STREAM_EVENTS = [
  ...LIVE_EVENT_TYPES,
  CLASS_WORK_EVENT,
  LIVE_RESYNC_EVENT,
] as const;
export type LiveStreamEvent = (typeof LIVE_STREAM_EVENTS)[number];

export const createTicket = defineCall({
  method: 'POST',
  path: '/v2/live/ticket',
  roles: USER_TYPES,
  summary: `A ticket that opens the signed-in user's live stream (${LIVE_STREAM_PATH}?ticket=…) within ${LIVE_TICKET_SECONDS} seconds; it stops working when the sign-in ends. With it, last_event_id: the user's newest event made at least ${LIVE_CATCH_UP_SECONDS} seconds before, from which a screen's first stream catches up (0 when there is none).`,
  response: z.object({
    ticket: z.string(),
    expires_in: z.int(),
    stream_path: z.string(),
    last_event_id: z.int().check(z.gte(0)),
  }),
});
