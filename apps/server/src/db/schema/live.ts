import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * What each user's open screens are told live (a new notification, a message, a changed unread
 * count), written in the transaction of the fact. `seq` is the server-sent event id, so a stream
 * that reconnects with Last-Event-ID gets what it missed. Kept for a day.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_user').on(t.userId, t.seq),
    index('live_events_created').on(t.createdAt),
  ],
);

/** Which part of the server writes each table above (see TableOwners). */
export const liveTableOwners = {
  'lib/live-publisher': [liveEvents],
} satisfies TableOwners;
