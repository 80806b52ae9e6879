import type { activities as contract } from '@kitlab/contract';
import { activityProgress, questionProgress, schoolDate } from '@kitlab/domain';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { isWorkClosed } from './activities.policy.js';
import { attemptProgressOf, itemsOf, markingOf, outcomeOf } from './attempt.presenter.js';
import type { AttemptAccess } from './attempt-access.js';
import type { AttemptsRepository } from './attempts.repository.js';
import type { ActivityInKit, CoveringWork, ReachRepository } from './reach.repository.js';

type ProgressItem = z.input<typeof contract.activityProgressItem>;

interface Target extends ActivityInKit {
  work: CoveringWork;
}

/** A student's progress codes per activity and per question or step (decision 0008). */
export function createProgressService(deps: {
  access: AttemptAccess;
  attempts: AttemptsRepository;
  reach: ReachRepository;
  clock: Clock;
}) {
  const { access, attempts, reach, clock } = deps;

  async function targetsOfKit(user: AuthUser, kitId: number): Promise<Target[]> {
    const classId = await reach.studentClassOf(user.id);
    const rows = classId === null ? [] : await reach.kitActivitiesCovered(classId, kitId);
    const targets = await Promise.all(
      rows.map(async (row) => {
        const [work] = await reach.workCovering(classId === null ? [] : [classId], row.activity);
        return work ? [{ ...row, work }] : [];
      }),
    );
    if (targets.flat().length === 0) throw notFound('No such kit.');
    return targets.flat();
  }

  async function itemOf(user: AuthUser, target: Target): Promise<ProgressItem> {
    const { activity, work } = target;
    const [latest, content] = await Promise.all([
      attempts.latest(user.id, activity.id),
      access.contentOf(target),
    ]);
    const base = {
      activity_id: activity.id,
      activity_type: activity.activityType,
      title: activity.title,
    };
    const items = itemsOf(content.details);
    if (!latest) {
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
    const record = await access.recordOf(latest);
    const submitted = latest.status === 'S';
    return {
      ...base,
      progress: attemptProgressOf(latest, submitted ? markingOf(content, record.answers) : null),
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
      return { results: await Promise.all(targets.map((target) => itemOf(user, target))) };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
