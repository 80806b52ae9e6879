import { accounts, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export type TeacherSubjects = CallResponse<typeof accounts.getTeacherSubjects>;

export function getTeacherSubjects(signal?: AbortSignal): Promise<TeacherSubjects> {
  return apiRequest(accounts.getTeacherSubjects, { signal });
}

export const teacherSubjectsQuery = () =>
  queryOptions({
    queryKey: accountKeys.teacherSubjects(),
    queryFn: ({ signal }) => getTeacherSubjects(signal),
  });

export function useTeacherSubjects(enabled = true) {
  return useQuery({ ...teacherSubjectsQuery(), enabled });
}
