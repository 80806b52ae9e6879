import { assignments, type CallResponse } from '@kitlab/contract';
import type { AssignmentState } from '@kitlab/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type ClassroomList = CallResponse<typeof assignments.listClassrooms>;

export const CLASSROOM_PER_PAGE = 10;

/** One page of a class's assignments of one state, soonest due first. */
export function getClassroomList(
  classId: number,
  state: AssignmentState,
  page: number,
  signal?: AbortSignal,
): Promise<ClassroomList> {
  return apiRequest(assignments.listClassrooms, {
    body: { class_id: classId, state, page, per_page: CLASSROOM_PER_PAGE },
    signal,
  });
}

export const classroomListQuery = (classId: number, state: AssignmentState, page: number) =>
  queryOptions({
    queryKey: assignmentKeys.classroom(classId, state, page),
    queryFn: ({ signal }) => getClassroomList(classId, state, page, signal),
    placeholderData: keepPreviousData,
  });

export function useClassroomList(classId: number, state: AssignmentState, page: number) {
  return useQuery(classroomListQuery(classId, state, page));
}
