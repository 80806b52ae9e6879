import { randomBytes } from 'node:crypto';
import type { AssignmentState } from '@kitlab/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  type ACTIVITY_TYPES,
  activities,
  answerHeaders,
  assignments,
  type classes,
  kitSubjects,
  kits,
  type organisations,
  teacherClasses,
  topics,
  type users,
} from '../db/schema/index.js';
import { lazyReferenceData } from './factories.js';
import { first } from './first.js';

type SubjectName = 'Science' | 'Mathematics' | 'Robotics';
type ClassRow = typeof classes.$inferSelect;
type UserRow = typeof users.$inferSelect;
type KitRow = typeof kits.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;

const uniqueSuffix = () => randomBytes(4).toString('hex');

/** Kits, assignments and attempts written straight to the database, for assignment tests. */
export function createAssignmentFactories(db: Database) {
  const referenceData = lazyReferenceData(db);

  return {
    /** A kit of one grade and its subjects, with one topic holding the given activities. */
    async kit(
      options: {
        grade?: number;
        subjects?: SubjectName[];
        owner?: typeof organisations.$inferSelect | null;
        title?: string;
        activities?: (typeof ACTIVITY_TYPES)[number][];
      } = {},
    ) {
      const ref = await referenceData();
      const slug = `kit-${uniqueSuffix()}`;
      const [kit] = await db
        .insert(kits)
        .values({
          organisationId: options.owner?.id ?? null,
          slug,
          title: options.title ?? `Kit ${slug}`,
          description: 'A kit for tests.',
          gradeId: ref.gradeIdOf(String(options.grade ?? 6)),
          coverFile: 'cover.svg',
          coverAlt: 'Cover',
          sourceHash: slug,
        })
        .returning();
      if (!kit) throw new Error('kit insert failed');
      await db.insert(kitSubjects).values(
        (options.subjects ?? ['Science']).map((s) => ({
          kitId: kit.id,
          subjectId: ref.subjectIdOf(s),
        })),
      );
      const [topic] = await db
        .insert(topics)
        .values({ kitId: kit.id, slug: 'topic-1', title: 'Topic one', position: 1 })
        .returning();
      if (!topic) throw new Error('topic insert failed');
      const types = options.activities ?? ['quiz', 'worksheet'];
      const activityRows = await db
        .insert(activities)
        .values(
          types.map((activityType, index) => ({
            kitId: kit.id,
            topicId: topic.id,
            slug: `${activityType}-${index + 1}`,
            activityType,
            title: `${activityType} ${index + 1}`,
            position: index + 1,
            totalMarks: activityType === 'quest' ? 0 : 10,
          })),
        )
        .returning();
      return { kit, activities: activityRows.sort((a, b) => a.position - b.position) };
    },

    /** Retires the activity as a re-import of its kit does, which gives the kit a new source hash. */
    async retire(activity: ActivityRow, at = new Date()) {
      await db.update(activities).set({ retiredAt: at }).where(eq(activities.id, activity.id));
      await db
        .update(kits)
        .set({ sourceHash: `retired-${uniqueSuffix()}`, updatedAt: at })
        .where(eq(kits.id, activity.kitId));
    },

    /** The teacher's teaching of the class (their one subject there), to give work in. */
    async teachingOf(teacher: UserRow, schoolClass: ClassRow) {
      return first(
        await db
          .select({ id: teacherClasses.id, subjectId: teacherClasses.subjectId })
          .from(teacherClasses)
          .where(
            and(
              eq(teacherClasses.teacherId, teacher.id),
              eq(teacherClasses.classId, schoolClass.id),
            ),
          ),
      );
    },

    /** An assignment as the create call would write it, without its rules (any date, any state). */
    async assignment(options: {
      schoolClass: ClassRow;
      kit: KitRow;
      teacher: UserRow;
      dueDate: string;
      activity?: ActivityRow;
      state?: AssignmentState;
      createdAt?: Date;
      instructions?: string;
      /** The teaching (class x subject) it is given in; none, as when that teaching ended. */
      teaching?: { id: number };
    }) {
      const createdAt = options.createdAt ?? new Date();
      const state = options.state ?? 'active';
      const [row] = await db
        .insert(assignments)
        .values({
          organisationId: options.schoolClass.organisationId,
          classId: options.schoolClass.id,
          kitId: options.kit.id,
          activityId: options.activity?.id ?? null,
          teacherId: options.teacher.id,
          teacherAssignId: options.teaching?.id ?? null,
          dueDate: options.dueDate,
          instructions: options.instructions ?? null,
          state,
          completedAt: state === 'completed' ? createdAt : null,
          cancelledAt: state === 'cancelled' ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!row) throw new Error('assignment insert failed');
      return row;
    },

    /** One attempt of a student at an activity: submitted unless `status: 'DR'`. */
    async attempt(options: {
      student: UserRow;
      activity: ActivityRow;
      status?: 'DR' | 'S';
      attemptNumber?: number;
      submittedAt?: Date;
      marksObtained?: number | null;
      totalMarks?: number | null;
      assignmentId?: number;
    }) {
      const status = options.status ?? 'S';
      const submittedAt = options.submittedAt ?? new Date();
      const [row] = await db
        .insert(answerHeaders)
        .values({
          organisationId: options.student.organisationId,
          studentId: options.student.id,
          activityId: options.activity.id,
          assignmentId: options.assignmentId ?? null,
          status,
          attemptNumber: options.attemptNumber ?? 1,
          startedAt: new Date(submittedAt.getTime() - 60_000),
          submittedAt: status === 'S' ? submittedAt : null,
          marksObtained: options.marksObtained ?? null,
          totalMarks: options.totalMarks ?? options.activity.totalMarks,
          timeSpentMs: 60_000,
        })
        .returning();
      if (!row) throw new Error('attempt insert failed');
      return row;
    },
  };
}

export type AssignmentFactories = ReturnType<typeof createAssignmentFactories>;
