import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import { notifications } from './notifications.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * A browser a user subscribed to Web Push. `endpoint`, `p256dh` and `auth` are the browser's
 * PushSubscription; `deviceInfo` is the device information of log-device (no name, no address).
 * Active means subscribed; a push service answering 410 Gone makes it inactive.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceInfo: jsonb('device_info').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the browser last (re)subscribed: the web app refreshes after 7 days. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_devices_endpoint').on(t.endpoint),
    index('push_devices_user').on(t.userId),
  ],
);

/** One push of one notification to one device, retried with growing pauses until it is taken. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => pushDevices.id, { onDelete: 'cascade' }),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'gone'] })
      .notNull()
      .default('pending'),
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('push_deliveries_due').on(t.nextTryAt).where(sql`${t.status} = 'pending'`),
    index('push_deliveries_user').on(t.userId, t.createdAt),
    uniqueIndex('push_deliveries_once').on(t.notificationId, t.deviceId),
  ],
);

/** Which part of the server writes each table above (see TableOwners). */
export const pushTableOwners = {
  push: [pushDevices, pushDeliveries],
} satisfies TableOwners;
