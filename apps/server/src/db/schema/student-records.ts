import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/*
 * Children's data under the school's control (decision 0059): erasure receipts, how long a
 * former student's data is kept, and the record of staff reads of a student's work.
 */

/**
 * One student's data erased, on an administrator's request or by the retention purge. The
 * receipt names no one: its number, the school, who erased and why, and how many rows each part
 * of the platform removed or made anonymous.
 */
export const dataErasures = pgTable(
  'data_erasures',
  {
    id: serial('id').primaryKey(),
    receipt: uuid('receipt').notNull().unique().default(sql`gen_random_uuid()`),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The administrator who asked; null for the retention purge. */
    erasedById: integer('erased_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['request', 'retention'] }).notNull(),
    /** Rows removed or made anonymous, by part of the platform (`answers`: 12, ...). */
    removed: jsonb('removed').$type<Record<string, number>>().notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('data_erasures_organisation').on(t.organisationId, t.erasedAt)],
);

/**
 * How many days after leaving (being deactivated) a former student's data is kept. A school
 * without a row follows its district's; an organisation without one keeps a year.
 */
export const dataRetentionSettings = pgTable('data_retention_settings', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  formerStudentDays: integer('former_student_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member of staff read a student's records: their answers, uploads or messages, or a report
 * below class level. When the student's data is erased the entry stays and loses the student.
 */
export const staffReads = pgTable(
  'staff_reads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The student's school. */
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    record: text('record', { enum: ['answers', 'uploads', 'messages', 'report'] }).notNull(),
    /** What was read, in the school's words (an activity's title, a report's name); never a child's data. */
    detail: text('detail').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_reads_student').on(t.organisationId, t.studentId, t.readAt),
    index('staff_reads_organisation').on(t.organisationId, t.readAt),
  ],
);

/** Which part of the server writes each table above (see TableOwners). */
export const studentRecordTableOwners = {
  'student-records': [dataErasures, dataRetentionSettings],
  'staff-reads': [staffReads],
} satisfies TableOwners;
