import { type CallResponse, discussions } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discussionKeys } from './keys';

export type QuestDiscussions = CallResponse<typeof discussions.listQuestDiscussions>;
export type DiscussionSummary = QuestDiscussions['discussions'][number];

/** A quest's discussions in one class, with the teacher's unread counts. */
export function getQuestDiscussions(activityId: number, classId: number, signal?: AbortSignal) {
  return apiRequest(discussions.listQuestDiscussions, {
    body: { activity_id: activityId, class_id: classId },
    signal,
  });
}

export const questDiscussionsQuery = (activityId: number, classId: number) =>
  queryOptions({
    queryKey: discussionKeys.quest(activityId, classId),
    queryFn: ({ signal }) => getQuestDiscussions(activityId, classId, signal),
  });

export const useQuestDiscussions = (activityId: number, classId: number) =>
  useQuery(questDiscussionsQuery(activityId, classId));
