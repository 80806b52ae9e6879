import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * Each OneRoster record a school's information system sent (decision 0058): its `sourcedId`
 * within the organisation whose administrator imported it (a district or a school), the
 * platform row it became (`recordId`: an organisation, a user or a class; null for records the
 * platform keeps no row of, such as terms), and the fields last imported (`data`), which decide
 * whether a later bundle changes it. A record missing from a later bulk file is deactivated,
 * never deleted. Rows about a person (`users`, `roles`, `enrollments`, `demographics`) name them
 * in `userId` and go when their data is erased.
 */
export const rosterRecords = pgTable(
  'roster_records',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The bundle's file the record came from, without `.csv` (`users`, `enrollments`, ...). */
    file: text('file').notNull(),
    sourcedId: text('sourced_id').notNull(),
    recordId: integer('record_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roster_records_sourced').on(t.organisationId, t.file, t.sourcedId),
    index('roster_records_record').on(t.organisationId, t.file, t.recordId),
    index('roster_records_user').on(t.userId),
  ],
);

/** Which part of the server writes each table above (see TableOwners). */
export const rosterTableOwners = {
  rosters: [rosterRecords],
} satisfies TableOwners;
