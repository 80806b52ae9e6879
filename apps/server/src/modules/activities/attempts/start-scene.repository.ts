import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { activities, answerHeaders, kits } from '../../../db/schema/index.js';
import type { AttemptRow } from './attempts.repository.js';
import {
  type VersionedActivity,
  versionedActivityFields,
  versionedActivityOf,
} from './content-cache.js';
import { type CoveringWork, coveringWorkOf } from './covering-work.js';
import { joinClassWork, workFields } from './reach.repository.js';

/** A live activity with its kit's version, the work covering it for the student, their latest attempt. */
export interface StartScene extends VersionedActivity {
  /** The assignments of the student's class covering the activity now, newest first. */
  covering: CoveringWork[];
  latest: AttemptRow | null;
}

/**
 * Everything starting or resuming an activity reads, in one prepared statement: the live activity
 * with its kit's token, title and version, the standing assignments of the student's class for
 * that kit (several rows, newest first; the policy keeps those covering the activity), and the
 * student's latest attempt at it.
 */
export function createStartSceneReader(db: Database) {
  const studentId = sql.placeholder('studentId');
  const latest = db
    .select()
    .from(answerHeaders)
    .where(and(eq(answerHeaders.studentId, studentId), eq(answerHeaders.activityId, activities.id)))
    .orderBy(desc(answerHeaders.attemptNumber))
    .limit(1)
    .as('latest');
  const latestFields = Object.fromEntries(
    Object.keys(getTableColumns(answerHeaders)).map((name) => [
      name,
      latest[name as keyof typeof latest],
    ]),
  ) as unknown as typeof latest._.selectedFields;
  const scene = db
    .select({ ...versionedActivityFields, work: workFields, latest: latestFields })
    .from(activities)
    .innerJoin(kits, eq(kits.id, activities.kitId))
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(activities.id, sql.placeholder('activityId')), isNull(activities.retiredAt)))
    .$dynamic();
  const statement = joinClassWork(scene, studentId).prepare('start_scene');

  return {
    /** The scene of a live activity for the student, or null when there is no such activity. */
    async sceneOf(studentId: number, activityId: number): Promise<StartScene | null> {
      const rows = await statement.execute({ studentId, activityId });
      const [first] = rows;
      if (!first) return null;
      const latestRow = first.latest as AttemptRow | null;
      return {
        ...versionedActivityOf(first),
        covering: coveringWorkOf(
          rows.map((row) => row.work),
          first.activity.id,
        ),
        latest: latestRow?.id == null ? null : latestRow,
      };
    },
  };
}

export type StartSceneReader = ReturnType<typeof createStartSceneReader>;
