import type { activities, CallResponse } from '@kitlab/contract';

type ProgressItem = CallResponse<typeof activities.getActivityProgress>['results'][number];

/**
 * What the student's button on an activity says, from their latest attempt: nothing started yet,
 * a draft to go back to, or handed-in work whose result they can read.
 */
export function startLabel(item: Pick<ProgressItem, 'status'>): string {
  if (item.status === 'S') return 'See your result';
  if (item.status === 'DR') return 'Continue';
  return 'Start';
}
