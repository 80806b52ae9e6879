import { schoolDate } from '@kitlab/domain';
import type { Clock } from '../../../lib/clock.js';
import { notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import type { ContentRepository } from '../../kits/index.js';
import { isWorkClosed } from '../attempts/activities.policy.js';
import { type AttemptRecord, recordsOfAttempts } from '../attempts/attempt.presenter.js';
import type { AttemptRow, AttemptsRepository } from '../attempts/attempts.repository.js';
import type { ContentCache } from '../attempts/content-cache.js';
import { type CoveringWork, chosenWork, coveringWorkOf } from '../attempts/covering-work.js';
import type { ActivityInKit, ReachRepository } from '../attempts/reach.repository.js';
import type { StartSceneReader } from '../attempts/start-scene.repository.js';
import type { ReviewRepository } from '../review/review.repository.js';
import { presentProgressItem } from './progress.presenter.js';

interface Target extends ActivityInKit {
  work: CoveringWork;
}

/**
 * A student's progress codes per activity and per question or step (decision 0008). A whole kit
 * is read in a few queries, whatever the number of its activities.
 */
export function createProgressService(deps: {
  scenes: StartSceneReader;
  attempts: AttemptsRepository;
  content: ContentRepository;
  reach: ReachRepository;
  cache: ContentCache;
  reviews: ReviewRepository;
  clock: Clock;
}) {
  const { scenes, attempts, content, reach, cache, reviews, clock } = deps;

  /**
   * The activity, assigned to the student's class, with that work, its details and the student's
   * latest attempt at it: one statement, content from the cache.
   */
  async function targetOfActivity(user: AuthUser, activityId: number) {
    const scene = await scenes.sceneOf(user.id, activityId);
    const work = scene ? chosenWork(scene.covering) : null;
    if (!scene || !work) throw notFound('No such activity.');
    const { details } = await cache.contentOf(scene);
    const { covering: _, latest, ...found } = scene;
    return { targets: [{ ...found, work }], details, latest: latest ? [latest] : [] };
  }

  async function targetsOfKitWithDetails(user: AuthUser, kitId: number) {
    const targets = await targetsOfKit(user, kitId);
    const ids = targets.map((t) => t.activity.id);
    const [details, latest] = await Promise.all([
      content.detailsOf(ids),
      attempts.latestAtEach(user.id, ids),
    ]);
    return { targets, details, latest };
  }

  /**
   * What the codes are worked out from of each latest attempt: its answers, and for hand-marked
   * work its files and paper pages (a quiz's codes need neither); never its returns.
   */
  async function recordsOf(latest: AttemptRow[], quizIds: Set<number>): Promise<AttemptRecord[]> {
    const answers = await reviews.answersOf(latest.map((a) => a.id));
    const written = new Set(latest.filter((a) => !quizIds.has(a.activityId)).map((a) => a.id));
    const [files, pages] =
      written.size === 0
        ? [[], []]
        : await Promise.all([
            attempts.filesOfAnswers(
              answers.filter((a) => written.has(a.answerHeaderId)).map((a) => a.id),
            ),
            attempts.offlinePagesOf([...written]),
          ]);
    return recordsOfAttempts(latest, { answers, files, pages, returns: [] });
  }

  /** The activities of the kit that work of the student's class covers, each with that work. */
  async function targetsOfKit(user: AuthUser, kitId: number): Promise<Target[]> {
    const classId = await reach.studentClassOf(user.id);
    if (classId === null) throw notFound('No such kit.');
    const [found, work] = await Promise.all([
      reach.kitActivities(kitId),
      reach.kitWork([classId], kitId),
    ]);
    const targets = found.flatMap((row) => {
      const chosen = chosenWork(coveringWorkOf(work, row.activity.id));
      return chosen ? [{ ...row, work: chosen }] : [];
    });
    if (targets.length === 0) throw notFound('No such kit.');
    return targets;
  }

  return {
    async check(user: AuthUser, body: { activity_id?: number; kit_id?: number }) {
      const { targets, details, latest } =
        body.activity_id !== undefined
          ? await targetOfActivity(user, body.activity_id)
          : await targetsOfKitWithDetails(user, body.kit_id ?? 0);
      const quizIds = new Set(
        targets.filter((t) => t.activity.activityType === 'quiz').map((t) => t.activity.id),
      );
      const records = await recordsOf(latest, quizIds);
      return {
        results: targets.map((target) => {
          const id = target.activity.id;
          const record = records.find((r) => r.attempt.activityId === id) ?? null;
          // Whether the work has closed decides the progress only of work never started.
          const closed =
            !record && isWorkClosed(target.work, schoolDate(clock.now(), target.work.timeZone));
          return presentProgressItem(
            target,
            details.filter((d) => d.activityId === id),
            record,
            closed,
          );
        }),
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
