import { companion } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pollForData } from '../utils/poll';
import { companionKeys } from './keys';

export type StudentGuide = companion.StudentGuide;

export function getStudentGuide(signal?: AbortSignal): Promise<StudentGuide> {
  return apiRequest(companion.getStudentGuide, { signal });
}

export const studentGuideQuery = () =>
  queryOptions({
    queryKey: companionKeys.guide(),
    // The companion's start waits for its data with the spec's poll, not the app's retries.
    queryFn: ({ signal }) => pollForData(() => getStudentGuide(signal), { signal }),
    retry: false,
  });

/** The student's guide to the next step. */
export function useStudentGuide() {
  return useQuery(studentGuideQuery());
}
