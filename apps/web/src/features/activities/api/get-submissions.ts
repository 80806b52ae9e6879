import { activities, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

export type Submissions = CallResponse<typeof activities.listActivitySubmissions>;
export type Submission = Submissions['results'][number];

/** A class is rarely bigger; the stats and chart then cover everyone at once. */
export const SUBMISSIONS_PER_PAGE = 50;

/** Every student of a class with their status, score and time spent at one activity. */
export function getSubmissions(
  activityId: number,
  classId: number,
  page: number,
  signal?: AbortSignal,
): Promise<Submissions> {
  return apiRequest(activities.listActivitySubmissions, {
    body: { activity_id: activityId, class_id: classId, page, per_page: SUBMISSIONS_PER_PAGE },
    signal,
  });
}

export const submissionsQuery = (activityId: number, classId: number, page: number) =>
  queryOptions({
    queryKey: activityKeys.submissions(activityId, classId, page),
    queryFn: ({ signal }) => getSubmissions(activityId, classId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useSubmissions(activityId: number, classId: number | null, page: number) {
  return useQuery({
    ...submissionsQuery(activityId, classId ?? 0, page),
    enabled: classId !== null,
  });
}
