import { type CallResponse, kits } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type TeachingClass = CallResponse<typeof kits.listTeacherClasses>['results'][number];

/** The classes and subjects a teacher teaches: what they may announce to. */
export function getTeachingClasses(signal?: AbortSignal): Promise<TeachingClass[]> {
  return apiRequest(kits.listTeacherClasses, { signal }).then((answer) => answer.results);
}

export const teachingClassesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.teaching(),
    queryFn: ({ signal }) => getTeachingClasses(signal),
    staleTime: 5 * 60_000,
  });

export function useTeachingClasses(enabled: boolean) {
  return useQuery({ ...teachingClassesQuery(), enabled });
}
