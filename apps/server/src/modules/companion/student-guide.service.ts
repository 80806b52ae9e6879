import type { companion } from '@kitlab/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.js';
import { presentStudentGuide } from './student-guide.presenter.js';
import type { StudentGuideRepository } from './student-guide.repository.js';

/** How many due activities and topics to revisit the companion shows. */
export const NEXT_DUE_SHOWN = 3;
export const REVISIT_SHOWN = 3;

type StudentGuide = z.input<typeof companion.studentGuide>;

/** The student's guide in four queries run side by side, whatever the amount of work. */
export function createStudentGuideService(repo: StudentGuideRepository) {
  return {
    async guide(user: AuthUser): Promise<StudentGuide> {
      const [due, draft, revisit, handIn] = await Promise.all([
        repo.dueWork(user.id),
        repo.openDraft(user.id),
        repo.revisitTopics(user.id),
        repo.lastHandIn(user.id),
      ]);
      // An activity two assignments cover is due once, by the sooner of them.
      const seen = new Set<number>();
      const nextDue = due.filter((row) => !seen.has(row.activityId) && seen.add(row.activityId));
      return presentStudentGuide({
        nextDue: nextDue.slice(0, NEXT_DUE_SHOWN),
        draft,
        revisit: revisit.slice(0, REVISIT_SHOWN),
        handIn: handIn?.status === 'S' ? handIn : null,
      });
    },
  };
}
