import { type CallResponse, rewards } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rewardKeys } from './keys';

type BadgeCode = rewards.BadgeCode;
export type BadgeDetail = CallResponse<typeof rewards.getBadgeDetail>;

/** One badge: how it is earned, the caller's progress, and who in the class holds it. */
export function getBadgeDetail(
  code: BadgeCode,
  classId: number | null,
  signal?: AbortSignal,
): Promise<BadgeDetail> {
  return apiRequest(rewards.getBadgeDetail, {
    body: { badge: code, ...(classId ? { class_id: classId } : {}) },
    signal,
  });
}

export const badgeDetailQuery = (code: BadgeCode, classId: number | null) =>
  queryOptions({
    queryKey: rewardKeys.badge(code, classId),
    queryFn: ({ signal }) => getBadgeDetail(code, classId, signal),
  });

export function useBadgeDetail(code: BadgeCode, classId: number | null) {
  return useQuery(badgeDetailQuery(code, classId));
}
