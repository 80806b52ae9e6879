import type { rewards } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import type { TableOwners } from './table-owners.js';

/**
 * Every learning fact Kitlab keeps, each stored once with the fact it describes. The first group
 * is the companion's events of spec section 1; the rest are the server's own. Each is an xAPI
 * statement when read (see modules/learning-events/statements.ts).
 */
export const LEARNING_EVENT_KINDS = [
  'login',
  'logout',
  'password_reset',
  'enrollment',
  'course_preview',
  'content_study_start',
  'content_study_stop',
  'assessment_start',
  'assessment_stop',
  'answer_question',
  'attempt_started',
  'attempt_submitted',
  'work_marked',
  'work_returned',
  'assignment_given',
  'assignment_due_date_changed',
  'assignment_instructions_changed',
  'assignment_cancelled',
  'assignment_completed',
  'assignment_reopened',
  'discussion_message_posted',
  'badge_given',
] as const;
export type LearningEventKind = (typeof LEARNING_EVENT_KINDS)[number];

/** What a kind needs beyond its columns; never a name or an email address. */
export interface LearningEventData {
  /** assignment changes: the due dates involved, YYYY-MM-DD. */
  due_date?: string;
  old_due_date?: string;
  new_due_date?: string;
  /** enrollment: the course the companion enrolls the user in. */
  course?: string;
  /** content study: the topic or lesson studied (a course preview names its kit by column). */
  content?: 'topic' | 'lesson';
  content_id?: number;
  /** The platform mode the browser reported the event from. */
  platform?: 'web' | 'mobile';
  /** discussion messages: which discussion and message (the text stays in its own table). */
  discussion_id?: number;
  message_id?: number;
  /** badge_given: the badge's code (the teacher's reason stays with the badge). */
  badge?: rewards.BadgeCode;
}

/**
 * One learning event. `seq` only grows, so a consumer (rollups, the LRS forwarder, live reports)
 * resumes from the last one it read; `id` is the statement id an LRS sees. The ids a report or
 * an erasure filters by are columns, never only JSON: the organisation (school), the learner the
 * event is about, the class, subject, teacher, kit, activity, assignment, attempt and question.
 *
 * No foreign keys (decision 0061): the learning-events module stores an event only while the
 * people it names are there, and holds their rows (`for key share`) until its transaction ends,
 * which is what orders a student's erasure after every event being written about them.
 */
export const learningEvents = pgTable(
  'learning_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique().default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: LEARNING_EVENT_KINDS }).notNull(),
    organisationId: integer('organisation_id').notNull(),
    /** Who did it: the student, the teacher who marked, the user who signed in. */
    actorId: integer('actor_id').notNull(),
    actorType: text('actor_type', { enum: ['S', 'T', 'C'] }).notNull(),
    /** The student the event is about, also when a teacher is the actor. */
    studentId: integer('student_id'),
    teacherId: integer('teacher_id'),
    classId: integer('class_id'),
    subjectId: integer('subject_id'),
    kitId: integer('kit_id'),
    activityId: integer('activity_id'),
    assignmentId: integer('assignment_id'),
    attemptId: integer('attempt_id'),
    activityDetailId: integer('activity_detail_id'),
    success: boolean('success'),
    scoreRaw: real('score_raw'),
    scoreMax: real('score_max'),
    durationMs: integer('duration_ms'),
    attemptNumber: smallint('attempt_number'),
    data: jsonb('data').$type<LearningEventData>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('learning_events_organisation').on(t.organisationId, t.seq),
    index('learning_events_student').on(t.studentId, t.occurredAt),
    index('learning_events_class').on(t.classId, t.occurredAt),
    index('learning_events_attempt').on(t.attemptId, t.kind),
    index('learning_events_assignment').on(t.assignmentId),
    index('learning_events_actor').on(t.actorId, t.kind),
  ],
);

/** The columns that name a user without a foreign key: scans of where a person is named read them too. */
export const userColumnsWithoutKeys = [
  learningEvents.actorId,
  learningEvents.studentId,
  learningEvents.teacherId,
];

/**
 * Statements waiting for the external LRS (only written when LRS_URL is set). A row leaves when
 * the LRS has taken the statement; until then it is retried with growing pauses.
 */
export const lrsOutbox = pgTable(
  'lrs_outbox',
  {
    eventSeq: bigint('event_seq', { mode: 'number' })
      .primaryKey()
      .references(() => learningEvents.seq, { onDelete: 'cascade' }),
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('lrs_outbox_due').on(t.nextTryAt)],
);

/**
 * Events stored whose consumers (notifications, XP and badges, the LRS outbox) have not run yet:
 * a review write stores its event with its row here, and its consumers run after the write has
 * committed, in a transaction that takes the row away. A row older than a few seconds was left by
 * a process that stopped or a consumer that failed; each process's sweep takes it. Only the
 * event's `seq` (no foreign key, decision 0061): a student's erasure removes their rows.
 */
export const learningEventsWaiting = pgTable('learning_events_waiting', {
  eventSeq: bigint('event_seq', { mode: 'number' }).primaryKey(),
  waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull().defaultNow(),
});

/** Which part of the server writes each table above (see TableOwners). */
export const learningEventTableOwners = {
  'learning-events': [learningEvents, lrsOutbox, learningEventsWaiting],
} satisfies TableOwners;
