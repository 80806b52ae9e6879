import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TableOwners } from './table-owners.js';

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

/** The days a school is closed besides weekends: a streak is not broken by them. */
export const schoolHolidays = pgTable(
  'school_holidays',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.day] })],
);

/** Which part of the server writes each table above (see TableOwners). */
export const organisationTableOwners = {
  organisations: [organisations, organisationFeatures, schoolHolidays],
} satisfies TableOwners;
