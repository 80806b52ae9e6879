import type { activities as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { CoveringWork } from './covering-work.js';
import type { ActivityInKit } from './reach.repository.js';

type AttemptActivity = z.input<typeof contract.attemptActivity>;
type AttemptAssignment = z.input<typeof contract.attemptAssignment>;

/** The activity as the player heads the attempt: its title, what to do and its kit. */
export function presentAttemptActivity(found: ActivityInKit): AttemptActivity {
  const { activity } = found;
  return {
    title: activity.title,
    activity_type: activity.activityType,
    instructions: activity.instructions,
    estimated_minutes: activity.estimatedMinutes,
    kit_token: found.kitToken,
    kit_title: found.kitTitle,
  };
}

/** The assignment whose rules apply to the attempt, with the teacher's words and due date. */
export function presentAttemptAssignment(work: CoveringWork | null): AttemptAssignment | null {
  if (!work) return null;
  return {
    assignment_id: work.id,
    instructions: work.instructions,
    due_date: work.dueDate,
    allow_retries: work.allowRetries,
    state: work.state,
  };
}
