import { z } from 'zod/mini';

// Apart from the discussions' shapes, so that the notification centre, which names a discussion
// to archive, does not build them.

/** Discussions and messages are named by their tokens on the wire. */
export const discussionToken = z.uuid('Send the token of a discussion.');
export const messageToken = z.uuid('Send the token of a message.');
