import { assignments, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StudentTab } from '../utils/student-tab';
import { assignmentKeys } from './keys';

export type StudentAssignments = CallResponse<typeof assignments.listStudentClassAssignments>;

export const STUDENT_PER_PAGE = 20;

export function getStudentAssignments(
  tab: StudentTab,
  page: number,
  signal?: AbortSignal,
): Promise<StudentAssignments> {
  return apiRequest(assignments.listStudentClassAssignments, {
    body: { tab, page, per_page: STUDENT_PER_PAGE },
    signal,
  });
}

export const studentAssignmentsQuery = (tab: StudentTab, page: number) =>
  queryOptions({
    queryKey: assignmentKeys.studentList(tab, page),
    queryFn: ({ signal }) => getStudentAssignments(tab, page, signal),
    placeholderData: keepPreviousData,
  });

export function useStudentAssignments(tab: StudentTab, page: number, enabled = true) {
  return useQuery({ ...studentAssignmentsQuery(tab, page), enabled });
}
