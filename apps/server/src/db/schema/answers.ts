import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assignments } from './assignments.js';
import { jsonb } from './jsonb.js';
import { activities, activityDetails } from './kits.js';
import { organisations } from './organisations.js';
import { ownedByStudent } from './owned-by-student.js';
import type { TableOwners } from './table-owners.js';
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
    ...ownedByStudent(),
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
    /** Where the student was: the question or step they last answered, for resuming. */
    lastDetailId: integer('last_detail_id').references(() => activityDetails.id),
    /** The teacher's comment on the whole attempt. */
    teacherComment: text('teacher_comment'),
    markedById: integer('marked_by_id').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answer_headers_attempt').on(t.studentId, t.activityId, t.attemptNumber),
    index('answer_headers_activity_status').on(t.activityId, t.status),
    index('answer_headers_assignment').on(t.assignmentId),
    // One draft at a time: two tabs starting the same activity resume the same attempt.
    uniqueIndex('answer_headers_one_draft')
      .on(t.studentId, t.activityId)
      .where(sql`${t.status} = 'DR'`),
  ],
);

/**
 * A file a student uploaded through a presigned address. `key` is random and names the bytes in
 * storage; `bytes` and `uploadedAt` are set once the bytes arrived and passed the checks.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_owner').on(t.ownerId, t.createdAt)],
);

/**
 * A student's answer to one question, or response to one quest step, in one attempt, with the
 * teacher's mark and comment once marked. Option ids are kept as a list, not foreign keys, so a
 * re-imported kit can replace its options without touching answers.
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    answerHeaderId: integer('answer_header_id')
      .notNull()
      .references(() => answerHeaders.id, { onDelete: 'cascade' }),
    activityDetailId: integer('activity_detail_id')
      .notNull()
      .references(() => activityDetails.id),
    optionIds: jsonb('option_ids').$type<number[]>().notNull().default([]),
    text: text('text'),
    blanks: jsonb('blanks').$type<string[]>().notNull().default([]),
    /** A quiz answer against its key, known as soon as it is saved; null for marked work. */
    isCorrect: boolean('is_correct'),
    /** Quiz: set on submission; quests and worksheets: the teacher's mark. */
    marksObtained: smallint('marks_obtained'),
    /** A quiz mark a teacher overrode: the automatic mark it had, and the teacher's reason. */
    automaticMarks: smallint('automatic_marks'),
    overrideReason: text('override_reason'),
    comment: text('comment'),
    markedById: integer('marked_by_id').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('answers_header_detail').on(t.answerHeaderId, t.activityDetailId)],
);

/** The photos or PDF of a quest step response, in the order the student gave them. */
export const answerFiles = pgTable(
  'answer_files',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    uploadedFileId: integer('uploaded_file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.answerId, t.uploadedFileId] }),
    uniqueIndex('answer_files_file').on(t.uploadedFileId),
  ],
);

/** Photographed pages of a paper worksheet; their page numbers follow the order they were added. */
export const offlineWorksheets = pgTable(
  'offline_worksheets',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    answerHeaderId: integer('answer_header_id')
      .notNull()
      .references(() => answerHeaders.id, { onDelete: 'cascade' }),
    uploadedFileId: integer('uploaded_file_id')
      .notNull()
      .unique()
      .references(() => uploadedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offline_worksheets_header').on(t.answerHeaderId)],
);

/** Which part of the server writes each table above (see TableOwners). */
export const answerTableOwners = {
  activities: [answerHeaders, answers, answerFiles, offlineWorksheets],
  uploads: [uploadedFiles],
} satisfies TableOwners;
