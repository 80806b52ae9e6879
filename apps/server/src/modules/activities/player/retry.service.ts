import type { activities as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../../plugins/auth.js';
import { retryRefusal } from '../attempts/activities.policy.js';
import { refuseIf } from '../attempts/attempt-access.js';
import { createStudentView } from '../attempts/student-view.js';
import type { StudentWorkDeps } from '../attempts/student-work.js';

type DraftAttempt = z.input<typeof contract.draftAttempt>;

/** Starting an activity again: any activity, quiz, quest or worksheet, once the teacher allows it. */
export function createRetryService(deps: StudentWorkDeps) {
  const { access, attempts } = deps;
  const studentView = createStudentView(deps);

  return {
    /** A new draft after a submitted attempt, when the teacher allows retries; earlier ones stay. */
    async retry(user: AuthUser, activityId: number): Promise<DraftAttempt> {
      const assigned = await access.assignedToStudent(user, activityId);
      const { activity, work } = assigned;
      const latest = await attempts.latest(user.id, activity.id);
      refuseIf(retryRefusal(latest?.status ?? null, work));
      const { attempt, saved } = await access.startDraftWithRecord(
        user,
        activity,
        work,
        (latest?.attemptNumber ?? 0) + 1,
      );
      const content = await access.contentOf(assigned);
      const view = await studentView(attempt, content, work, true, saved);
      if (view.status !== 'DR') throw new Error('the new attempt is not a draft');
      return view;
    },
  };
}

export type RetryService = ReturnType<typeof createRetryService>;
