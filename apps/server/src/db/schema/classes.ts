import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { ownedByStudent } from './owned-by-student.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/** Curriculum reference data shared by every school (kits are written for a grade and subjects). */
export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  number: smallint('number').notNull().unique(),
  name: text('name').notNull(),
});

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().default(sql`gen_random_uuid()`),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('classes_org_name').on(t.organisationId, t.name)],
);

/** A teacher teaching a subject to a class; its id is the spec's `teacher_assign_id`. */
export const teacherClasses = pgTable(
  'teacher_classes',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [
    uniqueIndex('teacher_classes_unique').on(t.teacherId, t.classId, t.subjectId),
    index('teacher_classes_class').on(t.classId),
  ],
);

export const studentClasses = pgTable(
  'student_classes',
  {
    id: serial('id').primaryKey(),
    ...ownedByStudent(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('student_classes_student').on(t.studentId),
    index('student_classes_class').on(t.classId),
  ],
);

/** Which part of the server writes each table above (see TableOwners). */
export const classTableOwners = {
  classes: [classes],
  accounts: [teacherClasses, studentClasses],
  kits: [grades, subjects],
} satisfies TableOwners;
