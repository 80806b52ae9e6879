import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { activities, answerHeaders, kits } from '../../../db/schema/index.js';
import type { AttemptRow } from './attempts.repository.js';
import {
  type VersionedActivity,
  versionedActivityFields,
  versionedActivityOf,
} from './content-cache.js';
import { chosenWork, coveringWorkOf } from './covering-work.js';
import { type CoveringWork, joinClassWork, workFields } from './reach.repository.js';

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
  const scene = db
    .select({ attempt: answerHeaders, ...versionedActivityFields, work: workFields })
    .from(answerHeaders)
    .innerJoin(
      activities,
      and(eq(activities.id, answerHeaders.activityId), isNull(activities.retiredAt)),
    )
    .innerJoin(kits, eq(kits.id, activities.kitId))
    .where(
      and(
        eq(answerHeaders.id, sql.placeholder('attemptId')),
        eq(answerHeaders.studentId, sql.placeholder('studentId')),
      ),
    )
    .$dynamic();
  const statement = joinClassWork(scene, answerHeaders.studentId).prepare('answer_scene');

  return {
    /** The scene of the student's attempt, or null when it is not theirs or its activity is gone. */
    async sceneOf(studentId: number, attemptId: number): Promise<AnswerScene | null> {
      const rows = await statement.execute({ attemptId, studentId });
      const [first] = rows;
      if (!first) return null;
      const covering = coveringWorkOf(
        rows.map((row) => row.work),
        first.activity.id,
      );
      return { ...versionedActivityOf(first), attempt: first.attempt, work: chosenWork(covering) };
    },
  };
}

export type AnswerSceneReader = ReturnType<typeof createAnswerSceneReader>;
