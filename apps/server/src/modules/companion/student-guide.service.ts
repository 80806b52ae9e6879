import type { companion } from '@kitlab/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.js';
import { handInMessage, usualMinutes } from './companion.policy.js';
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
      return {
        next_due: nextDue.slice(0, NEXT_DUE_SHOWN).map((row) => ({
          assignment_id: row.assignmentId,
          activity_id: row.activityId,
          activity_type: row.activityType,
          title: row.title,
          kit_token: row.kitToken,
          kit_title: row.kitTitle,
          due_date: row.dueDate,
          usual_minutes: usualMinutes(row),
        })),
        resume: draft && {
          answer_header_id: draft.answerHeaderId,
          activity_id: draft.activityId,
          activity_type: draft.activityType,
          title: draft.title,
          kit_token: draft.kitToken,
          answered: draft.answered,
          total: draft.total,
          last_active_at: draft.lastActiveAt.toISOString(),
        },
        revisit: revisit.slice(0, REVISIT_SHOWN).map((row) => ({
          topic_id: row.topicId,
          topic_title: row.topicTitle,
          kit_token: row.kitToken,
          wrong: row.wrong,
        })),
        last_hand_in:
          handIn && handIn.status === 'S'
            ? {
                answer_header_id: handIn.answerHeaderId,
                title: handIn.title,
                submitted_at: handIn.submittedAt.toISOString(),
                marks_obtained: handIn.marksObtained,
                total_marks: handIn.totalMarks,
                message: handInMessage(handIn),
              }
            : null,
      };
    },
  };
}
