import { type CallResponse, rewards } from '@kitlab/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rewardKeys } from './keys';

export type AttemptRewards = CallResponse<typeof rewards.getAnswerSessionRewards>;

/** The quiz rewards response: what a handed-in quiz attempt earned. */
export function getAnswerSessionRewards(
  answerHeaderId: number,
  signal?: AbortSignal,
): Promise<AttemptRewards> {
  return apiRequest(rewards.getAnswerSessionRewards, {
    body: { answer_header_id: answerHeaderId },
    signal,
  });
}

export const answerSessionRewardsQuery = (answerHeaderId: number) =>
  queryOptions({
    queryKey: rewardKeys.attempt('quiz', answerHeaderId),
    queryFn: ({ signal }) => getAnswerSessionRewards(answerHeaderId, signal),
  });
