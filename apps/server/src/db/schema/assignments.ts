import { ASSIGNMENT_STATES } from '@kitlab/domain';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { classes, teacherClasses } from './classes.js';
import { activities, kits } from './kits.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * A kit, or one activity of it (`activityId`), assigned to one class. `organisationId` is the
 * class's school. `dueDate` is a calendar date in the school's time zone, not an instant.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id),
    /** Null when the whole kit is assigned. */
    activityId: integer('activity_id').references(() => activities.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    /** The class and subject the teacher assigned it in; kept when that teaching ends. */
    teacherAssignId: integer('teacher_assign_id').references(() => teacherClasses.id, {
      onDelete: 'set null',
    }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    instructions: text('instructions'),
    state: text('state', { enum: ASSIGNMENT_STATES }).notNull().default('active'),
    /** Students may start a new attempt after submitting (custom_answers/reset). */
    allowRetries: boolean('allow_retries').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_class_due').on(t.classId, t.dueDate),
    index('assignments_teacher').on(t.teacherId, t.createdAt),
    index('assignments_organisation_due').on(t.organisationId, t.dueDate),
    index('assignments_kit_class').on(t.kitId, t.classId),
  ],
);

export const ASSIGNMENT_EVENT_KINDS = [
  'created',
  'due_date_changed',
  'instructions_changed',
  'cancelled',
  'completed',
  'reopened',
] as const;
export type AssignmentEventKind = (typeof ASSIGNMENT_EVENT_KINDS)[number];

export interface AssignmentEventData {
  due_date?: string;
  old_due_date?: string;
  new_due_date?: string;
}

/** Which part of the server writes each table above (see TableOwners). */
export const assignmentTableOwners = {
  assignments: [assignments],
} satisfies TableOwners;
