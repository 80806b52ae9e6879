import { activities, type CallBody } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { useResponseChange } from './mark-response';

export type OverrideInput = CallBody<typeof activities.overrideMark>;

/** Changes the mark a quiz gave one question, with a reason the student reads. */
export function overrideMark(body: OverrideInput) {
  return apiRequest(activities.overrideMark, { body });
}

export const useOverrideMark = (activityId: number) => useResponseChange(activityId, overrideMark);
