import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/** A published policy; a district may publish its own, otherwise the platform-wide one applies. */
export const privacyPolicies = pgTable(
  'privacy_policies',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').references(() => organisations.id),
    version: text('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_policies_org').on(t.organisationId, t.publishedAt)],
);

export const privacyAcceptances = pgTable(
  'privacy_acceptances',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => privacyPolicies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_acceptances_unique').on(t.policyId, t.userId)],
);

/** Which part of the server writes each table above (see TableOwners). */
export const privacyTableOwners = {
  accounts: [privacyPolicies, privacyAcceptances],
} satisfies TableOwners;
