import { type CallResponse, rewards } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rewardKeys } from './keys';

export type Member = CallResponse<typeof rewards.getMember>;

/** The caller's XP: total and this school week's; only students are rewards members. */
export function getMember(signal?: AbortSignal): Promise<Member> {
  return apiRequest(rewards.getMember, { signal });
}

export const memberQuery = () =>
  queryOptions({ queryKey: rewardKeys.member(), queryFn: ({ signal }) => getMember(signal) });

export function useMember(enabled = true) {
  return useQuery({ ...memberQuery(), enabled });
}
