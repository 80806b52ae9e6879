import { activities, type CallBody, type CallResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type StepResponseInput = CallBody<typeof activities.saveStepResponse>;
export type SavedStepResponse = CallResponse<typeof activities.saveStepResponse>;

/**
 * Saves a quest step's response in the student's draft: its text, and with `keys` the whole list
 * of its files (uploaded first through the presigned flow). Left out, either stays as it was.
 */
export function saveStepResponse(input: StepResponseInput): Promise<SavedStepResponse> {
  // keepalive: the words typed just before the tab closes still arrive.
  return apiRequest(activities.saveStepResponse, { body: input, keepalive: true });
}
