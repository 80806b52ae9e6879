import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { answerHeaders } from './answers.js';
import { activities } from './kits.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * Where each derived view has read the learning event stream up to: the last `seq` it took in.
 * A refresher locks its row for the length of a run, so two instances never refresh at once.
 */
export const derivedViewCursors = pgTable('derived_view_cursors', {
  viewName: text('view_name').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * How long one submitted attempt took (its time spent, whole seconds x 1000), taken from its
 * `attempt_submitted` event: the samples the usual time of an activity is worked out from. One
 * row per attempt, so reading an event twice changes nothing; it names the student, so erasing
 * a child's data (or their attempt) removes it.
 */
export const activityTimeSamples = pgTable(
  'activity_time_samples',
  {
    attemptId: integer('attempt_id')
      .primaryKey()
      .references(() => answerHeaders.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The district the school belongs to (the school itself when it has none). */
    scopeId: integer('scope_id')
      .notNull()
      .references(() => organisations.id),
    durationMs: integer('duration_ms').notNull(),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('activity_time_samples_activity').on(t.activityId, t.scopeId)],
);

/**
 * The usual time (median) students of a district take over an activity, from its samples. A
 * derived view: rebuilt from the event stream, never written by a request.
 */
export const activityTimeNorms = pgTable(
  'activity_time_norms',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => organisations.id),
    medianSeconds: integer('median_seconds').notNull(),
    sampleCount: integer('sample_count').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.scopeId] })],
);

/**
 * Every run of a derived view's refresher, successful or not. `organisationId` is null for a run
 * over every organisation.
 */
export const cacheRefreshLogs = pgTable(
  'cache_refresh_logs',
  {
    id: serial('id').primaryKey(),
    viewName: text('view_name').notNull(),
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    rows: integer('rows').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('cache_refresh_logs_view').on(t.viewName, t.succeeded, t.finishedAt)],
);

/** Which part of the server writes each table above (see TableOwners). */
export const derivedViewTableOwners = {
  'derived-views': [derivedViewCursors, cacheRefreshLogs],
  companion: [activityTimeSamples, activityTimeNorms],
} satisfies TableOwners;
