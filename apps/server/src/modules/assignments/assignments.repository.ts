import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  type AssignmentEventData,
  type AssignmentEventKind,
  activities,
  assignmentEvents,
  assignments,
  classes,
  kitSubjects,
  kits,
  organisations,
} from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { studentClassIdOf, teachingOf } from '../../lib/class-membership.js';

export type AssignmentRecord = typeof assignments.$inferSelect;
export type NewAssignment = typeof assignments.$inferInsert;

export interface NewEvent {
  assignmentId: number;
  organisationId: number;
  kind: AssignmentEventKind;
  actorId: number;
  data?: AssignmentEventData;
  createdAt: Date;
}

/** Runs `work` in one transaction: all of its writes happen, or none. */
export function inAssignmentsTransaction<T>(
  db: Database,
  work: (repo: AssignmentsRepository) => Promise<T>,
): Promise<T> {
  return inTransaction(db, (tx) => work(createAssignmentsRepository(tx)));
}

/** Lookups and writes of the assignments feature. */
export function createAssignmentsRepository(db: Database) {
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

    studentClassOf: (studentId: number) => studentClassIdOf(db, studentId),

    async findClass(classId: number) {
      const [row] = await db
        .select({ id: classes.id, name: classes.name, organisationId: classes.organisationId })
        .from(classes)
        .where(eq(classes.id, classId));
      return row ?? null;
    },

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
        })
        .from(assignments)
        .where(
          and(
            eq(assignments.kitId, kitId),
            inArray(assignments.classId, classIds),
            ne(assignments.state, 'cancelled'),
          ),
        );
    },

    async insertAssignments(rows: NewAssignment[]): Promise<AssignmentRecord[]> {
      if (rows.length === 0) return [];
      return db.insert(assignments).values(rows).returning();
    },

    async findAssignment(assignmentId: number): Promise<AssignmentRecord | null> {
      const [row] = await db.select().from(assignments).where(eq(assignments.id, assignmentId));
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

    async insertEvents(events: NewEvent[]): Promise<void> {
      if (events.length === 0) return;
      await db.insert(assignmentEvents).values(events.map((e) => ({ ...e, data: e.data ?? {} })));
    },
  };
}

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
