import { notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { createStudentView } from '../attempts/student-view.js';
import type { StudentWorkDeps } from '../attempts/student-work.js';
import { presentActivityScores } from './player.presenter.js';

/** A student's scores at one activity of any kind: every attempt, first to latest. */
export function createScoresService(deps: StudentWorkDeps) {
  const { access, attempts } = deps;
  const studentView = createStudentView(deps);

  return {
    /** The latest attempt as its student sees it, and each attempt's score, first to latest. */
    async scoresOf(user: AuthUser, activityId: number) {
      const assigned = await access.assignedToStudent(user, activityId);
      const { activity } = assigned;
      const all = await attempts.allOf(user.id, activity.id);
      const latest = all.at(-1);
      if (!latest) throw notFound('You have not started this activity yet.');
      const content = await access.contentOf(assigned);
      const answers = await attempts.answersOf(all.map((a) => a.id));
      const latestView = await studentView(latest, content, assigned.work, true);
      return presentActivityScores(activity.id, latestView, all, answers, content);
    },
  };
}

export type ScoresService = ReturnType<typeof createScoresService>;
