import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/** DEVICE and SYSTEM entries sent by browsers (device information, render errors). */
export const deviceLogs = pgTable(
  'device_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references(() => organisations.id),
    logType: text('log_type', { enum: ['DEVICE', 'SYSTEM'] }).notNull(),
    message: text('message').notNull(),
    statusCode: smallint('status_code').notNull(),
    location: text('location').notNull(),
    data: jsonb('data').notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_logs_created').on(t.createdAt)],
);

/** Which part of the server writes each table above (see TableOwners). */
export const logTableOwners = {
  core: [deviceLogs],
} satisfies TableOwners;
