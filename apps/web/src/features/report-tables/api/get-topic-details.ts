import { type CallResponse, reports } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportTableKeys } from './keys';

export type TopicDetails = CallResponse<typeof reports.getTopicDetails>;
export type TopicProgress = TopicDetails['topics'][number];
export type TopicActivity = TopicProgress['activities'][number];

/** Per topic of the class's kits, the class's (or one student's) progress. */
export function getTopicDetails(
  classId: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<TopicDetails> {
  return apiRequest(reports.getTopicDetails, {
    query: { class_id: classId, ...(studentId ? { student_id: studentId } : {}) },
    signal,
  });
}

export const topicDetailsQuery = (classId: number, studentId: number | null) =>
  queryOptions({
    queryKey: reportTableKeys.topics(classId, studentId),
    queryFn: ({ signal }) => getTopicDetails(classId, studentId, signal),
    staleTime: 0,
  });

export function useTopicDetails(classId: number, studentId: number | null) {
  return useQuery(topicDetailsQuery(classId, studentId));
}
