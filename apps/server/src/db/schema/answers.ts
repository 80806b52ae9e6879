import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assignments } from './assignments.js';
import { activities } from './kits.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/** Activity submission status of spec section 4: DR draft, S submitted. */
export const ANSWER_STATUSES = ['DR', 'S'] as const;

/**
 * One attempt of a student at an activity (the spec's `answer_header_id`). An attempt starts as a
 * draft and is submitted once; a new attempt gets the next `attemptNumber`. An assignment is
 * completed by a student from their submitted attempts.
 */
export const answerHeaders = pgTable(
  'answer_headers',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** The assignment the attempt was started from, when there was one. */
    assignmentId: integer('assignment_id').references(() => assignments.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ANSWER_STATUSES }).notNull().default('DR'),
    attemptNumber: smallint('attempt_number').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Null until marked; quests and worksheets may wait for a teacher. */
    marksObtained: integer('marks_obtained'),
    totalMarks: integer('total_marks'),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answer_headers_attempt').on(t.studentId, t.activityId, t.attemptNumber),
    index('answer_headers_activity_status').on(t.activityId, t.status),
    index('answer_headers_assignment').on(t.assignmentId),
  ],
);
