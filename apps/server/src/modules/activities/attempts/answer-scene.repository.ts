import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  activities,
  answerHeaders,
  assignments,
  kits,
  organisations,
  studentClasses,
  teacherClasses,
} from '../../../db/schema/index.js';
import { kitVersionOf } from '../../kits/index.js';
import { coversActivity } from './activities.policy.js';
import type { AttemptRow } from './attempts.repository.js';
import type { VersionedActivity } from './content-cache.js';
import { type CoveringWork, liveWork, workFields } from './reach.repository.js';

/** A student's own attempt at a live activity, the kit's version and the work covering it now. */
export interface AnswerScene extends VersionedActivity {
  attempt: AttemptRow;
  work: CoveringWork | null;
}

/**
 * Everything a save checks before it writes, in one prepared statement: the attempt when it is
 * the student's own, its live activity with the kit's token, title and version, and the
 * assignments of the student's class for that kit still standing (several rows, newest first;
 * the policy picks the one covering the activity).
 */
export function createAnswerSceneReader(db: Database) {
  const statement = db
    .select({
      attempt: answerHeaders,
      activity: activities,
      kitToken: kits.token,
      kitTitle: kits.title,
      sourceHash: kits.sourceHash,
      kitUpdatedAt: kits.updatedAt,
      work: workFields,
    })
    .from(answerHeaders)
    .innerJoin(
      activities,
      and(eq(activities.id, answerHeaders.activityId), isNull(activities.retiredAt)),
    )
    .innerJoin(kits, eq(kits.id, activities.kitId))
    .leftJoin(studentClasses, eq(studentClasses.studentId, answerHeaders.studentId))
    .leftJoin(
      assignments,
      and(
        eq(assignments.classId, studentClasses.classId),
        eq(assignments.kitId, activities.kitId),
        liveWork,
      ),
    )
    .leftJoin(organisations, eq(organisations.id, assignments.organisationId))
    .leftJoin(teacherClasses, eq(teacherClasses.id, assignments.teacherAssignId))
    .where(
      and(
        eq(answerHeaders.id, sql.placeholder('attemptId')),
        eq(answerHeaders.studentId, sql.placeholder('studentId')),
      ),
    )
    .orderBy(desc(assignments.createdAt), desc(assignments.id))
    .prepare('answer_scene');

  return {
    /** The scene of the student's attempt, or null when it is not theirs or its activity is gone. */
    async sceneOf(studentId: number, attemptId: number): Promise<AnswerScene | null> {
      const rows = await statement.execute({ attemptId, studentId });
      const [first] = rows;
      if (!first) return null;
      const { attempt, activity, kitToken, kitTitle } = first;
      const covering = rows.find(
        (row) => row.work.id !== null && coversActivity(row.work, activity.id),
      );
      return {
        attempt,
        activity,
        kitToken,
        kitTitle,
        kitVersion: kitVersionOf({ sourceHash: first.sourceHash, updatedAt: first.kitUpdatedAt }),
        work: (covering?.work as CoveringWork | undefined) ?? null,
      };
    },
  };
}

export type AnswerSceneReader = ReturnType<typeof createAnswerSceneReader>;
