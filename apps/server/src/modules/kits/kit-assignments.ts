import type { kits } from '@kitlab/contract';
import type { Placeholder, SQL } from 'drizzle-orm';

/** A value of the kits' SQL: given, or a placeholder of a statement prepared once. */
export type SqlValue = number | Placeholder;

type KitStatus = kits.KitStatus;

export interface RecentAssignmentRow {
  assignmentId: number;
  kitId: number;
  classId: number;
  className: string;
  classGradeName: string;
  subjectName: string | null;
  assignedAt: Date;
  /** YYYY-MM-DD in the school's calendar, or null. */
  dueDate: string | null;
  status: KitStatus;
}

/**
 * What the kit library needs to know about assignments. Each SQL piece is evaluated inside the
 * library's own queries (so filters by status and paging stay in the database): status pieces
 * are read per `kits` row, the others are subqueries of ids. The assignments module provides it.
 * The reader's values may be placeholders, so the library's statements are prepared once.
 */
export interface KitAssignmentSource {
  /** Completed, Assigned or Not Assigned of `kits.id` across the teacher's classes. */
  teacherStatus(teacherId: SqlValue): SQL<KitStatus>;
  /** Assigned or Completed of `kits.id` for this student in this class. */
  studentStatus(studentId: SqlValue, classId: SqlValue): SQL<KitStatus>;
  /**
   * The nearest due date (YYYY-MM-DD) of `kits.id`'s open work (the kit or one of its
   * activities) in the teacher's classes, or null when none is open.
   */
  teacherDueDate(teacherId: SqlValue): SQL<string | null>;
  /** The same within one class, for its students. */
  classDueDate(classId: SqlValue): SQL<string | null>;
  /** A subquery of the kit ids assigned to a class. */
  kitsAssignedToClass(classId: SqlValue): SQL;
  /** A subquery of the class ids that have the kit assigned. */
  classesWithKit(kitId: number): SQL;
  recentForTeacher(
    teacherId: number,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: RecentAssignmentRow[] }>;
  /** With a student, each row's status is that student's own. */
  recentForClass(
    classId: number,
    limit: number,
    offset: number,
    studentId?: number,
  ): Promise<{ total: number; rows: RecentAssignmentRow[] }>;
}
