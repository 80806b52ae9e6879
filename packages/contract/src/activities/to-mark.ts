import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { activityType } from '../kits/fields.js';

/** How many groups of work to mark the answer lists at most; `total` counts them all. */
export const TO_MARK_GROUPS_MAX = 20;

/** Work of one activity in one class that waits for the teacher's marking. */
export const toMarkGroup = z.object({
  kit_token: z.string(),
  activity_id: z.int(),
  activity_title: z.string(),
  activity_type: activityType,
  class_id: z.int(),
  class_name: z.string(),
  /** How many students' hand-ins wait for marking there. */
  to_mark: z.int(),
  /** When the longest-waiting of them was handed in. */
  oldest_handed_in_at: z.string(),
});
export type ToMarkGroup = z.infer<typeof toMarkGroup>;

export const getToMarkCounts = defineCall({
  method: 'GET',
  path: '/v1/contents/teacher/to-mark',
  roles: ['T'],
  summary: `How many hand-ins wait for the caller's marking in the classes and subjects they teach (each student's latest hand-in of a quest or worksheet, not yet fully marked), and where: by activity and class, longest-waiting first, ${TO_MARK_GROUPS_MAX} at most.`,
  response: z.object({ total: z.int(), groups: z.array(toMarkGroup) }),
});
