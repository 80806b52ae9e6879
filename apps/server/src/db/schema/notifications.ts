import type { NotificationDelivery, NotificationKind } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes, subjects } from './classes.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * One notice to one user, made from a learning event or an announcement. `sourceKey` names what
 * it was made from (an event, an assignment's due date), so the same fact never notifies twice.
 * The text is written once, when made, in the recipient's school's words.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    sourceKey: text('source_key').notNull(),
    /** The learning event it was made from, when it was made from one. */
    eventSeq: bigint('event_seq', { mode: 'number' }),
    /** Who caused it (the teacher who marked, the author of a message); null for the system. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The web app's route of the screen it is about, e.g. `/discussions/<token>`. */
    link: text('link').notNull(),
    classId: integer('class_id'),
    assignmentId: integer('assignment_id'),
    discussionId: integer('discussion_id'),
    /**
     * Notices of one thing that keep coming (hand-ins of one activity, messages of one thread)
     * gather into one unread row per user and group; once it is read, the next starts a new row.
     */
    groupKey: text('group_key'),
    /** How many facts the row stands for: 1, or more for a gathered group. */
    groupCount: integer('group_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When a push is due: now, or the end of the user's quiet hours. Null: no push. */
    pushDueAt: timestamp('push_due_at', { withTimezone: true }),
    /** When the push queue took it (made its deliveries, or dropped it over the daily budget). */
    pushTakenAt: timestamp('push_taken_at', { withTimezone: true }),
    /** For the daily email digest: waiting to be sent, then when it went. */
    inDigest: boolean('in_digest').notNull().default(false),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.id),
    index('notifications_discussion').on(t.discussionId).where(sql`${t.discussionId} is not null`),
    index('notifications_user_unread').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_source').on(t.userId, t.sourceKey),
    uniqueIndex('notifications_open_group')
      .on(t.userId, t.groupKey)
      .where(sql`${t.groupKey} is not null and ${t.readAt} is null`),
    index('notifications_push_due')
      .on(t.pushDueAt)
      .where(sql`${t.pushDueAt} is not null and ${t.pushTakenAt} is null`),
    index('notifications_digest_waiting')
      .on(t.userId)
      .where(sql`${t.inDigest} and ${t.digestedAt} is null`),
  ],
);

/** A user's choice for one kind; a kind without a row is delivered now. */
export const notificationKindSettings = pgTable(
  'notification_kind_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    delivery: text('delivery').$type<NotificationDelivery>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A user's quiet hours (school-local HH:MM) and the school day their last digest covered. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietHoursStart: text('quiet_hours_start').notNull().default('20:00'),
  quietHoursEnd: text('quiet_hours_end').notNull().default('07:00'),
  lastDigestOn: date('last_digest_on', { mode: 'string' }),
});

/** A teacher's announcement to one of their classes (in one subject); each student is notified. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').references(() => subjects.id),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_class').on(t.classId, t.createdAt)],
);

/** Which part of the server writes each table above (see TableOwners). */
export const notificationTableOwners = {
  notifications: [notifications, notificationKindSettings, notificationSettings, announcements],
} satisfies TableOwners;
