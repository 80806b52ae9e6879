import type { companion } from '@kitlab/contract';
import type { z } from 'zod';
import { handInMessage, usualMinutes } from './companion.policy.js';
import type { StudentGuideRepository } from './student-guide.repository.js';

type StudentGuide = z.input<typeof companion.studentGuide>;
type Rows<K extends keyof StudentGuideRepository> = Awaited<ReturnType<StudentGuideRepository[K]>>;

/** What the guide shows, already chosen: the due work, the draft, the topics, the hand-in. */
export interface GuideParts {
  nextDue: Rows<'dueWork'>;
  draft: Rows<'openDraft'>;
  revisit: Rows<'revisitTopics'>;
  /** The last submitted hand-in, or null. */
  handIn: Rows<'lastHandIn'>;
}

export function presentStudentGuide({ nextDue, draft, revisit, handIn }: GuideParts): StudentGuide {
  return {
    next_due: nextDue.map((row) => ({
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
    revisit: revisit.map((row) => ({
      topic_id: row.topicId,
      topic_title: row.topicTitle,
      kit_token: row.kitToken,
      wrong: row.wrong,
    })),
    last_hand_in: handIn && {
      answer_header_id: handIn.answerHeaderId,
      title: handIn.title,
      submitted_at: handIn.submittedAt.toISOString(),
      marks_obtained: handIn.marksObtained,
      total_marks: handIn.totalMarks,
      message: handInMessage(handIn),
    },
  };
}
