import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { answerHeaders, uploadedFiles } from './answers.js';
import { jsonb } from './jsonb.js';
import { activityDetails } from './kits.js';
import { ownedByStudent } from './owned-by-student.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/**
 * A teacher handing one question or step (or, with no item, the whole attempt) back to the
 * student with a note. The attempt is a draft again until the student hands it in again.
 */
export const returnedWork = pgTable(
  'returned_work',
  {
    id: serial('id').primaryKey(),
    ...ownedByStudent(),
    answerHeaderId: integer('answer_header_id')
      .notNull()
      .references(() => answerHeaders.id, { onDelete: 'cascade' }),
    /** Null: the whole attempt was returned. */
    activityDetailId: integer('activity_detail_id').references(() => activityDetails.id),
    note: text('note').notNull(),
    returnedById: integer('returned_by_id').references(() => users.id, { onDelete: 'set null' }),
    returnedAt: timestamp('returned_at', { withTimezone: true }).notNull(),
    /** When the attempt had been handed in before it was returned. */
    firstHandedInAt: timestamp('first_handed_in_at', { withTimezone: true }).notNull(),
    /** When the student handed the redone work in again; null while it is with them. */
    handedInAgainAt: timestamp('handed_in_again_at', { withTimezone: true }),
    /** The attempt's score as it was when returned (null: not marked in full then). */
    marksObtained: integer('marks_obtained'),
    /** The teacher's comment on the whole attempt as it was when returned. */
    teacherComment: text('teacher_comment'),
  },
  (t) => [
    index('returned_work_attempt').on(t.answerHeaderId),
    index('returned_work_student').on(t.studentId),
  ],
);

/**
 * An answer as it was handed in before being returned, with its marks and comment: the live
 * answer is then redone in place, so this copy is what keeps the history. A row with no item
 * holds the photographed pages of a paper worksheet returned whole.
 */
export const earlierAnswers = pgTable(
  'earlier_answers',
  {
    id: serial('id').primaryKey(),
    ...ownedByStudent(),
    returnedWorkId: integer('returned_work_id')
      .notNull()
      .references(() => returnedWork.id, { onDelete: 'cascade' }),
    activityDetailId: integer('activity_detail_id').references(() => activityDetails.id),
    optionIds: jsonb('option_ids').$type<number[]>().notNull().default([]),
    text: text('text'),
    blanks: jsonb('blanks').$type<string[]>().notNull().default([]),
    marksObtained: smallint('marks_obtained'),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('earlier_answers_returned').on(t.returnedWorkId),
    index('earlier_answers_student').on(t.studentId),
  ],
);

/** The photos or PDF an earlier answer (or earlier paper pages) held, in their order. */
export const earlierAnswerFiles = pgTable(
  'earlier_answer_files',
  {
    earlierAnswerId: integer('earlier_answer_id')
      .notNull()
      .references(() => earlierAnswers.id, { onDelete: 'cascade' }),
    uploadedFileId: integer('uploaded_file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    ...ownedByStudent(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.earlierAnswerId, t.uploadedFileId] }),
    index('earlier_answer_files_file').on(t.uploadedFileId),
    index('earlier_answer_files_student').on(t.studentId),
  ],
);

/** Which part of the server writes each table above (see TableOwners). */
export const returnedWorkTableOwners = {
  activities: [returnedWork, earlierAnswers, earlierAnswerFiles],
} satisfies TableOwners;
