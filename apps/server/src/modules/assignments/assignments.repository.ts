import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  type AssignmentEventData,
  type AssignmentEventKind,
  activities,
  assignments,
  classes,
  kitSubjects,
  kits,
  type LearningEventKind,
  organisations,
  teacherClasses,
} from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { subjectOfAssignment, teachingOf } from '../classes/index.js';
import type { LearningEventRecorder } from '../learning-events/index.js';
import { standingAssignment } from './standing-assignment.sql.js';

export type AssignmentRecord = typeof assignments.$inferSelect;
export type NewAssignment = typeof assignments.$inferInsert;

/** A change to assignments that the learning event stream records, with the teacher who made it. */
export interface AssignmentChange {
  assignment: AssignmentRecord;
  kind: AssignmentEventKind;
  actor: { id: number; userType: 'S' | 'T' | 'C' };
  data?: AssignmentEventData;
  occurredAt: Date;
}

const EVENT_KIND_OF: Record<AssignmentEventKind, LearningEventKind> = {
  created: 'assignment_given',
  due_date_changed: 'assignment_due_date_changed',
  instructions_changed: 'assignment_instructions_changed',
  cancelled: 'assignment_cancelled',
  completed: 'assignment_completed',
  reopened: 'assignment_reopened',
};

/** Runs `work` in one transaction: all of its writes and events happen, or none. */
export function inAssignmentsTransaction<T>(
  db: Database,
  events: LearningEventRecorder,
  work: (repo: AssignmentsRepository) => Promise<T>,
): Promise<T> {
  return inTransaction(db, (tx) => work(createAssignmentsRepository(tx, events)));
}

/** Lookups and writes of the assignments feature. */
export function createAssignmentsRepository(db: Database, events: LearningEventRecorder) {
  return {
    async school(organisationId: number) {
      const [row] = await db
        .select({
          id: organisations.id,
          parentId: organisations.parentId,
          timeZone: organisations.timeZone,
        })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row ?? null;
    },

    teachingOf: (teacherId: number) => teachingOf(db, teacherId),

    async classesByIds(classIds: number[]) {
      if (classIds.length === 0) return [];
      return db
        .select({ id: classes.id, name: classes.name, organisationId: classes.organisationId })
        .from(classes)
        .where(inArray(classes.id, classIds));
    },

    /** A kit by id or token, with its subjects. */
    async findKit(ref: { kitId?: number | undefined; kitToken?: string | undefined }) {
      const where: SQL[] = [];
      if (ref.kitId !== undefined) where.push(eq(kits.id, ref.kitId));
      if (ref.kitToken !== undefined) where.push(eq(kits.token, ref.kitToken));
      const [kit] = await db
        .select({
          id: kits.id,
          title: kits.title,
          organisationId: kits.organisationId,
          gradeId: kits.gradeId,
        })
        .from(kits)
        .where(and(...where));
      if (!kit) return null;
      const subjectRows = await db
        .select({ subjectId: kitSubjects.subjectId })
        .from(kitSubjects)
        .where(eq(kitSubjects.kitId, kit.id));
      return { ...kit, subjectIds: subjectRows.map((s) => s.subjectId) };
    },

    async findActivity(activityId: number) {
      const [row] = await db
        .select({
          id: activities.id,
          kitId: activities.kitId,
          title: activities.title,
          retiredAt: activities.retiredAt,
        })
        .from(activities)
        .where(eq(activities.id, activityId));
      return row ?? null;
    },

    /**
     * Locks the classes' rows until the transaction ends, so two requests assigning work to the
     * same class run one after the other and the duplicate check sees the first one's rows.
     */
    async lockClasses(classIds: number[]): Promise<void> {
      if (classIds.length === 0) return;
      await db.execute(
        sql`select ${classes.id} from ${classes} where ${inArray(classes.id, classIds)} order by ${classes.id} for update`,
      );
    },

    /** Work of this kit in these classes that is not cancelled. */
    async liveWorkOfKit(kitId: number, classIds: number[]) {
      if (classIds.length === 0) return [];
      return db
        .select({
          id: assignments.id,
          classId: assignments.classId,
          activityId: assignments.activityId,
          state: assignments.state,
          dueDate: assignments.dueDate,
          subjectId: subjectOfAssignment,
        })
        .from(assignments)
        .where(
          and(
            eq(assignments.kitId, kitId),
            inArray(assignments.classId, classIds),
            standingAssignment,
          ),
        );
    },

    async insertAssignments(rows: NewAssignment[]): Promise<AssignmentRecord[]> {
      if (rows.length === 0) return [];
      return db.insert(assignments).values(rows).returning();
    },

    /** The assignment with the subject it was given in (null once that teaching ended). */
    async findAssignment(assignmentId: number) {
      const [row] = await db
        .select({ ...getTableColumns(assignments), subjectId: subjectOfAssignment })
        .from(assignments)
        .where(eq(assignments.id, assignmentId));
      return row ?? null;
    },

    async updateAssignment(
      assignmentId: number,
      values: Partial<NewAssignment>,
    ): Promise<AssignmentRecord> {
      const [row] = await db
        .update(assignments)
        .set(values)
        .where(eq(assignments.id, assignmentId))
        .returning();
      if (!row) throw new Error('assignment update failed');
      return row;
    },

    /** Records the changes as learning events, each with the subject it was assigned in. */
    async recordChanges(changes: readonly AssignmentChange[]): Promise<void> {
      if (changes.length === 0) return;
      const teachingIds = changes.flatMap((c) => c.assignment.teacherAssignId ?? []);
      const subjects = teachingIds.length
        ? await db
            .select({ id: teacherClasses.id, subjectId: teacherClasses.subjectId })
            .from(teacherClasses)
            .where(inArray(teacherClasses.id, teachingIds))
        : [];
      const subjectOf = new Map(subjects.map((row) => [row.id, row.subjectId]));
      await events.record(
        db,
        changes.map(({ assignment, kind, actor, data, occurredAt }) => ({
          kind: EVENT_KIND_OF[kind],
          occurredAt,
          organisationId: assignment.organisationId,
          actorId: actor.id,
          actorType: actor.userType,
          teacherId: assignment.teacherId,
          classId: assignment.classId,
          subjectId: subjectOf.get(assignment.teacherAssignId ?? -1) ?? null,
          kitId: assignment.kitId,
          activityId: assignment.activityId,
          assignmentId: assignment.id,
          data: data ?? {},
        })),
      );
    },
  };
}

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
