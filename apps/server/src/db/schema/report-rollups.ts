import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assignments } from './assignments.js';
import { classes } from './classes.js';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/*
 * The administrators' report reads these rollups, never the answers (decision 0056). They are
 * derived: the reports module brings them up to date from the learning event stream and can
 * rebuild them from the source tables. Rows that name a student lose the name when the student's
 * data is erased (`student_id` set null) and keep counting, anonymously.
 */

/**
 * Each assignment given (not cancelled) with where it sits in the report: its class's school,
 * district and grade, the subject it was given in and its teacher, and the Monday of its due
 * date's week.
 */
export const reportAssignments = pgTable(
  'report_assignments',
  {
    assignmentId: integer('assignment_id')
      .primaryKey()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    districtId: integer('district_id').notNull(),
    schoolId: integer('school_id').notNull(),
    gradeId: integer('grade_id').notNull(),
    classId: integer('class_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    teacherId: integer('teacher_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
  },
  (t) => [index('report_assignments_class').on(t.classId, t.subjectId, t.teacherId, t.week)],
);

/**
 * One activity of an assignment for one student of its class: whether the student handed it in
 * and, once marked, the percentage of the attempt a report shows (the latest handed in).
 */
export const reportWork = pgTable(
  'report_work',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => reportAssignments.assignmentId, { onDelete: 'cascade' }),
    activityId: integer('activity_id').notNull(),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    handedIn: boolean('handed_in').notNull(),
    /** Null until the handed-in attempt is marked. */
    percentage: doublePrecision('percentage'),
  },
  (t) => [
    uniqueIndex('report_work_item').on(t.assignmentId, t.activityId, t.studentId),
    index('report_work_student').on(t.studentId, t.activityId),
  ],
);

/**
 * The work of one teaching (a class, a subject, a teacher) due in one week, summed: what every
 * level of the report adds up. `percentageSum` over `marked` is the average score.
 */
export const reportTeachingWeeks = pgTable(
  'report_teaching_weeks',
  {
    classId: integer('class_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    teacherId: integer('teacher_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    districtId: integer('district_id').notNull(),
    schoolId: integer('school_id').notNull(),
    gradeId: integer('grade_id').notNull(),
    assignments: integer('assignments').notNull(),
    work: integer('work').notNull(),
    handedIn: integer('handed_in').notNull(),
    marked: integer('marked').notNull(),
    percentageSum: doublePrecision('percentage_sum').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.subjectId, t.teacherId, t.week] }),
    index('report_teaching_weeks_district').on(t.districtId, t.week),
    index('report_teaching_weeks_school').on(t.schoolId, t.week),
    index('report_teaching_weeks_teacher').on(t.teacherId, t.week),
  ],
);

/**
 * A student who saved an answer or handed in during a week, in their class, and in the subject
 * and with the teacher of that work (0 for work outside any assignment): one row each, so reading
 * an event twice changes nothing.
 */
export const reportActiveStudents = pgTable(
  'report_active_students',
  {
    week: date('week', { mode: 'string' }).notNull(),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull(),
    teacherId: integer('teacher_id').notNull(),
  },
  (t) => [
    uniqueIndex('report_active_students_once').on(
      t.classId,
      t.week,
      t.studentId,
      t.subjectId,
      t.teacherId,
    ),
    index('report_active_students_student').on(t.studentId),
  ],
);

/**
 * How many students of a class were active in a week: in anything (`subjectId` and `teacherId`
 * 0), in a subject (teacher 0), with a teacher (subject 0), or in one teaching. A student is in
 * one class, so these add up over classes, grades and schools.
 */
export const reportClassActivity = pgTable(
  'report_class_activity',
  {
    classId: integer('class_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    subjectId: integer('subject_id').notNull(),
    teacherId: integer('teacher_id').notNull(),
    districtId: integer('district_id').notNull(),
    schoolId: integer('school_id').notNull(),
    gradeId: integer('grade_id').notNull(),
    active: integer('active').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.week, t.subjectId, t.teacherId] }),
    // Subject and teacher before the week: a report reads the (0, 0) rows, or one subject's or
    // teacher's, never all four kinds of a week.
    index('report_class_activity_district').on(t.districtId, t.subjectId, t.teacherId, t.week),
    index('report_class_activity_school').on(t.schoolId, t.subjectId, t.teacherId, t.week),
  ],
);

/**
 * Who each class's active students and teachings were when the rollups last counted its work,
 * as a fingerprint: a class whose roster changed (a student placed, moved, deactivated or
 * erased, a teaching ended) has its work counted again, whichever path changed it.
 */
export const reportClassRosters = pgTable('report_class_rosters', {
  classId: integer('class_id')
    .primaryKey()
    .references(() => classes.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  /** The class's active students: what "active this week" is out of, without counting them. */
  students: integer('students').notNull().default(0),
});

/** Which part of the server writes each table above (see TableOwners). */
export const reportRollupTableOwners = {
  reports: [
    reportAssignments,
    reportWork,
    reportTeachingWeeks,
    reportActiveStudents,
    reportClassActivity,
    reportClassRosters,
  ],
} satisfies TableOwners;
