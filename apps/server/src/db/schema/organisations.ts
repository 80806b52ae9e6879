import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A district or one of its schools. A school's parent is its district. */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  token: uuid('token').notNull().unique().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['district', 'school'] }).notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => organisations.id),
  /** IANA zone: due dates and streaks are school-local calendar dates. */
  timeZone: text('time_zone').notNull().default('UTC'),
  plan: text('plan').notNull().default('school'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-organisation switches, e.g. "Push Notifications" (absent means off). */
export const organisationFeatures = pgTable(
  'organisation_features',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
  },
  (t) => [uniqueIndex('organisation_features_org_name').on(t.organisationId, t.name)],
);
