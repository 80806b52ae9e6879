import type { activities as contract } from '@kitlab/contract';
import { activityProgress, questionProgress, schoolDate } from '@kitlab/domain';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.js';
import { notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import type { ContentRepository, DetailRow } from '../../kits/index.js';
import { coversActivity, isWorkClosed } from '../attempts/activities.policy.js';
import {
  type AttemptRecord,
  attemptProgressOf,
  itemsOf,
  markingOf,
  outcomeOf,
} from '../attempts/attempt.presenter.js';
import type { AttemptAccess } from '../attempts/attempt-access.js';
import type { AttemptsRepository } from '../attempts/attempts.repository.js';
import type { ActivityInKit, CoveringWork, ReachRepository } from '../attempts/reach.repository.js';

type ProgressItem = z.input<typeof contract.activityProgressItem>;

interface Target extends ActivityInKit {
  work: CoveringWork;
}

/**
 * A student's progress codes per activity and per question or step (decision 0008). A whole kit
 * is read in a few queries, whatever the number of its activities.
 */
export function createProgressService(deps: {
  access: AttemptAccess;
  attempts: AttemptsRepository;
  content: ContentRepository;
  reach: ReachRepository;
  clock: Clock;
}) {
  const { access, attempts, content, reach, clock } = deps;

  /** The activities of the kit that work of the student's class covers, each with that work. */
  async function targetsOfKit(user: AuthUser, kitId: number): Promise<Target[]> {
    const classId = await reach.studentClassOf(user.id);
    if (classId === null) throw notFound('No such kit.');
    const [found, work] = await Promise.all([
      reach.kitActivities(kitId),
      reach.kitWork([classId], kitId),
    ]);
    const targets = found.flatMap((row) => {
      const covering = work.find((w) => coversActivity(w, row.activity.id));
      return covering ? [{ ...row, work: covering }] : [];
    });
    if (targets.length === 0) throw notFound('No such kit.');
    return targets;
  }

  function itemOf(
    target: Target,
    details: DetailRow[],
    record: AttemptRecord | null,
  ): ProgressItem {
    const { activity, work } = target;
    const base = {
      activity_id: activity.id,
      activity_type: activity.activityType,
      title: activity.title,
    };
    const items = itemsOf(details);
    if (!record) {
      const closed = isWorkClosed(work, schoolDate(clock.now(), work.timeZone));
      return {
        ...base,
        progress: activityProgress({ attempt: null, closed }),
        answer_header_id: null,
        status: null,
        attempt_number: null,
        questions: items.map((d) => ({ activity_detail_id: d.id, progress: 'NS' as const })),
      };
    }
    const latest = record.attempt;
    const submitted = latest.status === 'S';
    const marking = submitted ? markingOf({ ...target, details }, record.answers) : null;
    return {
      ...base,
      progress: attemptProgressOf(latest, marking),
      answer_header_id: latest.id,
      status: latest.status,
      attempt_number: latest.attemptNumber,
      questions: items.map((d) => ({
        activity_detail_id: d.id,
        // Right and wrong stay hidden from the student until the attempt is submitted.
        progress: questionProgress(
          latest.status,
          outcomeOf(record, d, activity.activityType, submitted),
        ),
      })),
    };
  }

  return {
    async check(user: AuthUser, body: { activity_id?: number; kit_id?: number }) {
      const targets =
        body.activity_id !== undefined
          ? [await access.assignedToStudent(user, body.activity_id)]
          : await targetsOfKit(user, body.kit_id ?? 0);
      const ids = targets.map((target) => target.activity.id);
      const [latest, details] = await Promise.all([
        attempts.latestAtEach(user.id, ids),
        content.detailsOf(ids),
      ]);
      const records = await access.recordsOf(latest);
      return {
        results: targets.map((target) => {
          const id = target.activity.id;
          return itemOf(
            target,
            details.filter((d) => d.activityId === id),
            records.find((r) => r.attempt.activityId === id) ?? null,
          );
        }),
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
