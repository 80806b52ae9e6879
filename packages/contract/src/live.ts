import { z } from 'zod';
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

/** The stream's query: the ticket, and the last event id seen when a screen reopens it. */
export const liveStreamQuery = z.object({
  ticket: z.string().min(1).max(500),
  last_event_id: z.coerce.number().int().min(0).optional(),
});

/**
 * Sent instead of the missed events when more were missed than the stream catches up with: the
 * screen refetches everything it shows.
 */
export const LIVE_RESYNC_EVENT = 'resync';

/** Every event name the stream sends. */
export const LIVE_STREAM_EVENTS = [...LIVE_EVENT_TYPES, LIVE_RESYNC_EVENT] as const;
export type LiveStreamEvent = (typeof LIVE_STREAM_EVENTS)[number];

export const createTicket = defineCall({
  method: 'POST',
  path: '/v2/live/ticket',
  roles: USER_TYPES,
  summary: `A ticket that opens the signed-in user's live stream (${LIVE_STREAM_PATH}?ticket=…) within ${LIVE_TICKET_SECONDS} seconds; it stops working when the sign-in ends.`,
  response: z.object({
    ticket: z.string(),
    expires_in: z.number().int(),
    stream_path: z.string(),
  }),
});
