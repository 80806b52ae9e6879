import { type CallResponse, rewards } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rewardKeys } from './keys';

export type TeacherCounts = CallResponse<typeof rewards.getTeacherCounts>;
export type StudentCounts = TeacherCounts['students'][number];

/** XP, badges and streak of each student of a class the teacher teaches. */
export function getTeacherCounts(classId: number, signal?: AbortSignal): Promise<TeacherCounts> {
  return apiRequest(rewards.getTeacherCounts, { body: { class_id: classId }, signal });
}

export const teacherCountsQuery = (classId: number) =>
  queryOptions({
    queryKey: rewardKeys.counts(classId),
    queryFn: ({ signal }) => getTeacherCounts(classId, signal),
  });

export function useTeacherCounts(classId: number) {
  return useQuery(teacherCountsQuery(classId));
}
