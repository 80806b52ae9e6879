import { activities, type CallResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type SavedAnswer = CallResponse<typeof activities.saveAnswer>;
export type AnswerInput = activities.AnswerInput;

/**
 * Saves one question's answer in a draft attempt; saving again replaces it. Called by the answer
 * store as the student goes, not through a mutation hook: the store orders and retries saves.
 */
export function saveAnswer(answerHeaderId: number, input: AnswerInput): Promise<SavedAnswer> {
  // keepalive: the last answer typed before the tab closes still arrives.
  return apiRequest(activities.saveAnswer, {
    params: { id: answerHeaderId },
    body: input,
    keepalive: true,
  });
}
