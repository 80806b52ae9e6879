import type { activities as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { ActivityInKit } from '../attempts/reach.repository.js';
import { presentStudentName } from '../review/review.presenter.js';

type AnswerSheet = z.input<typeof contract.getAnswerSheet.response>;

/** An activity's questions and steps with their keys, beside one student's submitted attempt. */
export function presentAnswerSheet(
  found: ActivityInKit,
  sheet: Pick<AnswerSheet, 'questions' | 'steps'>,
  student: { token: string; firstName: string; lastName: string } | null,
  attempt: AnswerSheet['attempt'],
): AnswerSheet {
  const { activity } = found;
  const { questions, steps } = sheet;
  return {
    activity_id: activity.id,
    kit_id: activity.kitId,
    questions,
    steps,
    activity_type: activity.activityType,
    title: activity.title,
    total_marks: activity.totalMarks,
    student: student && presentStudentName(student),
    attempt,
  };
}
