import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { activities, answerHeaders, kits, users } from '../../../db/schema/index.js';
import { joinSessions, sessionUserFields } from '../../../plugins/auth.js';
import { kitVersionSql } from '../../kits/index.js';
import type { AttemptRow } from './attempts.repository.js';
import type { ContentCache, VersionedActivity } from './content-cache.js';
import { type CoveringWork, chosenWork, coveringWorkOf } from './covering-work.js';
import {
  type ActivityInKit,
  joinClassWork,
  kitOfActivity,
  liveActivityOfAttempt,
  workFields,
} from './reach.repository.js';
import { signedInTogether, signInRequests } from './signed-in-together.js';

/** A student's own attempt at a live activity, the kit's version and the work covering it now. */
export interface AnswerScene extends VersionedActivity {
  attempt: AttemptRow;
  work: CoveringWork | null;
}

/**
 * What changes from call to call: the attempt, which activity and kit version it is at, and the
 * covering work. The activity's row and its kit's token and title are fixed per kit version, so
 * they come from the content cache rather than from every call's statement.
 */
const sceneFields = {
  attempt: answerHeaders,
  activityId: activities.id,
  kitVersion: kitVersionSql,
  work: workFields,
};

type SceneRow = {
  attempt: AttemptRow | null;
  activityId: number | null;
  kitVersion: string | null;
  work: Parameters<typeof coveringWorkOf>[0][number];
};

/**
 * Everything a save checks before it writes, in one prepared statement: the attempt when it is
 * the student's own, its live activity with the kit's token, title and version, and the
 * assignments of the student's class for that kit still standing (several rows, newest first;
 * the policy picks the one covering the activity). `signedIn` reads the same beside the caller's
 * sign-in session, so a call on an attempt signs in and reads its scene in one round trip.
 */
export function createAnswerSceneReader(db: Database, cache: ContentCache) {
  const activityInKit = db
    .select({ activity: activities, kitToken: kits.token, kitTitle: kits.title })
    .from(activities)
    .innerJoin(kits, kitOfActivity)
    .where(eq(activities.id, sql.placeholder('activityId')))
    .prepare('answer_scene_activity');

  async function readActivity(activityId: number): Promise<ActivityInKit> {
    const [row] = await activityInKit.execute({ activityId });
    if (!row) throw new Error(`activity ${activityId} of a scene could not be read`);
    return row;
  }

  /** The scene in rows of `sceneFields` (one per standing assignment), or null without one. */
  async function sceneOfRows(rows: readonly SceneRow[]): Promise<AnswerScene | null> {
    const [first] = rows;
    const { attempt, activityId, kitVersion } = first ?? {};
    if (!attempt || activityId == null || kitVersion == null) return null;
    const kept = await cache.activityOf(activityId, kitVersion, () => readActivity(activityId));
    const covering = coveringWorkOf(
      rows.map((row) => row.work),
      activityId,
    );
    return { ...kept, kitVersion, attempt, work: chosenWork(covering) };
  }

  const scene = db
    .select(sceneFields)
    .from(answerHeaders)
    .innerJoin(activities, liveActivityOfAttempt)
    .innerJoin(kits, kitOfActivity)
    .where(
      and(
        eq(answerHeaders.id, sql.placeholder('attemptId')),
        eq(answerHeaders.studentId, sql.placeholder('studentId')),
      ),
    )
    .$dynamic();
  const statement = joinClassWork(scene, answerHeaders.studentId).prepare('answer_scene');

  // Each request's session user, then (left joined, so a session alone still signs in) their
  // attempt.
  const inSessions = joinSessions(
    db
      .select({ request: signInRequests.request, user: sessionUserFields, ...sceneFields })
      .from(signInRequests.table)
      .$dynamic(),
  )
    .leftJoin(
      answerHeaders,
      and(eq(answerHeaders.id, signInRequests.attemptId), eq(answerHeaders.studentId, users.id)),
    )
    .leftJoin(activities, liveActivityOfAttempt)
    .leftJoin(kits, kitOfActivity);
  const signedInStatement = joinClassWork(inSessions, answerHeaders.studentId).prepare(
    'answer_scenes_signed_in',
  );
  const signedIn = signedInTogether(
    (values) => signedInStatement.execute(values),
    (rows, attemptId) => (attemptId === null ? null : sceneOfRows(rows)),
  );

  return {
    /** The scene of the student's attempt, or null when it is not theirs or its activity is gone. */
    async sceneOf(studentId: number, attemptId: number): Promise<AnswerScene | null> {
      return sceneOfRows(await statement.execute({ attemptId, studentId }));
    },

    /**
     * The user of a standing sign-in session (null: none, as `SessionLookup` answers) and, when
     * the attempt is theirs, its scene, read together.
     */
    signedIn,
  };
}

export type AnswerSceneReader = ReturnType<typeof createAnswerSceneReader>;
