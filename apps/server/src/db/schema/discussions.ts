import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uploadedFiles } from './answers.js';
import { classes, subjects } from './classes.js';
import { activities, activityDetails } from './kits.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * A conversation about a quest. With a student it is that student's thread on one quest step,
 * between them and the teachers of their class and subject; without a student it is the class's
 * thread on the whole quest, opened by a teacher. Students never have a thread with each other.
 */
export const discussions = pgTable(
  'discussions',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().default(sql`gen_random_uuid()`),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').references(() => subjects.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The quest step; null for the class thread on the whole quest. */
    activityDetailId: integer('activity_detail_id').references(() => activityDetails.id, {
      onDelete: 'cascade',
    }),
    /** The student whose thread this is; null for the class thread. */
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discussions_student_step')
      .on(t.studentId, t.activityDetailId)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex('discussions_class_quest')
      .on(t.classId, t.activityId)
      .where(sql`${t.studentId} is null`),
    index('discussions_class_activity').on(t.classId, t.activityId),
  ],
);

/**
 * One message. The author is kept as a user id only; when that user is erased a class thread's
 * message stays without an author (shown as "A former student") until its class or quest is
 * deleted (decision 0028); their own threads go with them.
 */
export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().default(sql`gen_random_uuid()`),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorType: text('author_type', { enum: ['S', 'T', 'C'] }).notNull(),
    body: text('body').notNull(),
    photoId: integer('photo_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    replyToId: integer('reply_to_id'),
    /** The author's request key: a send repeated with the same key posts once. */
    requestKey: uuid('request_key'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: integer('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussion_messages_discussion').on(t.discussionId, t.id),
    index('discussion_messages_author').on(t.authorId),
    uniqueIndex('discussion_messages_request')
      .on(t.authorId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);

/**
 * How far each reader has read a discussion: every message up to `lastReadMessageId` is read by
 * them. One row per reader and discussion, so unread counts never scan per message and reader.
 */
export const discussionReads = pgTable(
  'discussion_reads',
  {
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the reader put the discussion in their archive. It stays there until a message newer
     * than this arrives, so nothing new is ever hidden away.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discussion_reads_reader').on(t.discussionId, t.userId),
    index('discussion_reads_user').on(t.userId),
  ],
);

/** A message someone reported to the class's teachers; resolved when a teacher has dealt with it. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    messageId: integer('message_id')
      .notNull()
      .references(() => discussionMessages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('message_reports_once').on(t.messageId, t.reporterId),
    index('message_reports_reporter').on(t.reporterId),
  ],
);

/** Which part of the server writes each table above (see TableOwners). */
export const discussionTableOwners = {
  discussions: [discussions, discussionMessages, messageReports],
  'discussion-reads': [discussionReads],
} satisfies TableOwners;
