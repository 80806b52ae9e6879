import { activities, type CallBody } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { useResponseChange } from './mark-response';

export type ReturnInput = CallBody<typeof activities.returnResponse>;

/** Hands one question or step (or, without one, the whole attempt) back for redo with a note. */
export function returnResponse(body: ReturnInput) {
  return apiRequest(activities.returnResponse, { body });
}

export const useReturnResponse = (activityId: number) =>
  useResponseChange(activityId, returnResponse);
