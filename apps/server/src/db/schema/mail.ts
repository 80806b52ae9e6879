import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';

/**
 * Mail kept instead of sent when no SMTP server is configured, so that recovery works on a fresh
 * machine; administrators read their schools' mail on the development mailbox page.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').references(() => organisations.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_org').on(t.organisationId, t.createdAt)],
);

/** Which part of the server writes each table above (see TableOwners). */
export const mailTableOwners = {
  'lib/mail': [outboxMessages],
} satisfies TableOwners;
