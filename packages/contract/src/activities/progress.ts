import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { activityType } from '../kits/fields.js';
import { attemptStatus, progressCode, sentId } from './shapes.js';

export const activityProgressItem = z.object({
  activity_id: z.int(),
  activity_type: activityType,
  title: z.string(),
  /** NS, N, I, A or C for the activity (decision 0008). */
  progress: progressCode,
  /** The latest attempt, or null when there is none. */
  answer_header_id: z.nullable(z.int()),
  status: z.nullable(attemptStatus),
  attempt_number: z.nullable(z.int()),
  questions: z.array(z.object({ activity_detail_id: z.int(), progress: progressCode })),
});

export const getActivityProgress = defineCall({
  method: 'POST',
  path: '/v1/contents/student/check-activity/progress',
  roles: ['S'],
  summary:
    "The student's progress codes (A, N, W, C, I, NS) per activity and per question or step of their latest attempt: one activity, or every activity of a kit assigned to their class. Right and wrong show only once an attempt is submitted.",
  body: z.object({ activity_id: z.optional(sentId), kit_id: z.optional(sentId) }).check(
    z.refine((b) => (b.activity_id === undefined) !== (b.kit_id === undefined), {
      message: 'Send activity_id or kit_id.',
      path: ['activity_id'],
    }),
  ),
  response: z.object({ results: z.array(activityProgressItem) }),
});
