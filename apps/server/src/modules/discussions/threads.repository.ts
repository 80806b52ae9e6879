import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  activityDetails,
  assignments,
  classes,
  discussions,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { standingAssignment } from '../assignments/index.js';
import { studentClassOf, teachingOf } from '../classes/index.js';
import { participantsOfThreads } from './participants.repository.js';

export type DiscussionRow = typeof discussions.$inferSelect;
export type NewDiscussion = typeof discussions.$inferInsert;

/** What a discussion is shown with besides its messages. */
export interface DiscussionInQuest extends DiscussionRow {
  questTitle: string;
  kitId: number;
  stepTitle: string | null;
  stepPosition: number | null;
  /** Null when the thread has no student (the class thread) or is not stored yet. */
  studentActive: boolean | null;
  studentFirstName: string | null;
  studentLastName: string | null;
}

const inQuest = {
  discussion: discussions,
  questTitle: activities.title,
  kitId: activities.kitId,
  stepTitle: activityDetails.text,
  stepPosition: activityDetails.position,
  studentActive: users.isActive,
  studentFirstName: users.firstName,
  studentLastName: users.lastName,
};

/** Discussions, the quests and classes they are about, and who takes part in them. */
export function createThreadsRepository(db: Database) {
  async function findWhere(where: ReturnType<typeof and>): Promise<DiscussionInQuest | null> {
    const [row] = await db
      .select(inQuest)
      .from(discussions)
      .innerJoin(activities, eq(activities.id, discussions.activityId))
      .leftJoin(activityDetails, eq(activityDetails.id, discussions.activityDetailId))
      .leftJoin(users, eq(users.id, discussions.studentId))
      .where(where);
    if (!row) return null;
    const { discussion, ...rest } = row;
    return { ...discussion, ...rest };
  }

  return {
    /** The reader's class (students) and teaching (teachers), for the policy. */
    async readerOf(user: { id: number; userType: 'S' | 'T' | 'C' }) {
      if (user.userType === 'S') {
        const placed = await studentClassOf(db, user.id);
        return { classId: placed?.classId ?? null, teaching: [] };
      }
      const teaching = user.userType === 'T' ? await teachingOf(db, user.id) : [];
      return { classId: null, teaching };
    },

    byToken: (token: string) => findWhere(eq(discussions.token, token)),

    studentThread: (studentId: number, activityDetailId: number) =>
      findWhere(
        and(
          eq(discussions.studentId, studentId),
          eq(discussions.activityDetailId, activityDetailId),
        ),
      ),

    classThread: (classId: number, activityId: number) =>
      findWhere(
        and(
          eq(discussions.classId, classId),
          eq(discussions.activityId, activityId),
          isNull(discussions.studentId),
        ),
      ),

    /** A live quest, with one of its live steps when asked for. */
    async quest(activityId: number, activityDetailId?: number) {
      const [quest] = await db
        .select({ id: activities.id, kitId: activities.kitId, title: activities.title })
        .from(activities)
        .where(
          and(
            eq(activities.id, activityId),
            eq(activities.activityType, 'quest'),
            isNull(activities.retiredAt),
          ),
        );
      if (!quest || activityDetailId === undefined) return quest ? { quest, step: null } : null;
      const [step] = await db
        .select({
          id: activityDetails.id,
          title: activityDetails.text,
          position: activityDetails.position,
        })
        .from(activityDetails)
        .where(
          and(
            eq(activityDetails.id, activityDetailId),
            eq(activityDetails.activityId, activityId),
            eq(activityDetails.detailType, 'step'),
            isNull(activityDetails.retiredAt),
          ),
        );
      return step ? { quest, step } : null;
    },

    /**
     * The class and subject of the newest assignment (not cancelled) that gives the quest to the
     * class, the way the quest player finds a student's work; null when none does.
     */
    async assignedIn(classId: number, quest: { id: number; kitId: number }) {
      const [row] = await db
        .select({
          organisationId: classes.organisationId,
          className: classes.name,
          subjectId: teacherClasses.subjectId,
        })
        .from(assignments)
        .innerJoin(classes, eq(classes.id, assignments.classId))
        .leftJoin(teacherClasses, eq(teacherClasses.id, assignments.teacherAssignId))
        .where(
          and(
            eq(assignments.classId, classId),
            eq(assignments.kitId, quest.kitId),
            or(isNull(assignments.activityId), eq(assignments.activityId, quest.id)),
            standingAssignment,
          ),
        )
        .orderBy(desc(assignments.createdAt), desc(assignments.id))
        .limit(1);
      return row ?? null;
    },

    /** Creates the discussion, or finds the one another request created first. */
    async open(tx: Database, values: NewDiscussion): Promise<DiscussionRow> {
      const [created] = await tx
        .insert(discussions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const [existing] = await tx
        .select()
        .from(discussions)
        .where(
          values.studentId
            ? and(
                eq(discussions.studentId, values.studentId),
                eq(discussions.activityDetailId, values.activityDetailId ?? 0),
              )
            : and(
                eq(discussions.classId, values.classId),
                eq(discussions.activityId, values.activityId),
                isNull(discussions.studentId),
              ),
        );
      if (!existing) throw new Error('the discussion could not be opened');
      return existing;
    },

    async touch(tx: Database, discussionId: number, at: Date): Promise<void> {
      await tx
        .update(discussions)
        .set({ lastMessageAt: at })
        .where(eq(discussions.id, discussionId));
    },

    /** Everyone who takes part (`participantsOf`), read in the caller's transaction. */
    async participantIds(tx: Database, discussion: DiscussionRow): Promise<number[]> {
      const participantsOf = await participantsOfThreads(tx, [discussion]);
      return participantsOf(discussion).map((participant) => participant.userId);
    },
  };
}

export type ThreadsRepository = ReturnType<typeof createThreadsRepository>;
