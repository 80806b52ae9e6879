import { rewards } from '@kitlab/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AttemptRewards } from './get-answer-session-rewards';
import { rewardKeys } from './keys';

/** The quest rewards response: what a handed-in quest or worksheet earned so far. */
export function getSubmissionRewards(
  answerHeaderId: number,
  signal?: AbortSignal,
): Promise<AttemptRewards> {
  return apiRequest(rewards.getSubmissionRewards, {
    body: { answer_header_id: answerHeaderId },
    signal,
  });
}

export const submissionRewardsQuery = (answerHeaderId: number) =>
  queryOptions({
    queryKey: rewardKeys.attempt('quest', answerHeaderId),
    queryFn: ({ signal }) => getSubmissionRewards(answerHeaderId, signal),
  });
