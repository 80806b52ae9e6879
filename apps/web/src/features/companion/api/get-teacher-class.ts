import { companion } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pollForData } from '../utils/poll';
import { companionKeys } from './keys';

export type TeacherClassView = companion.TeacherClassView;

/** Who is stuck changes by the minute: the open view asks again this often. */
const TEACHER_CLASS_REFRESH_MS = 45_000;

export function getTeacherClass(
  teacherAssignId: number,
  signal?: AbortSignal,
): Promise<TeacherClassView> {
  return apiRequest(companion.getTeacherClass, {
    query: { teacher_assign_id: teacherAssignId },
    signal,
  });
}

export const teacherClassQuery = (teacherAssignId: number) =>
  queryOptions({
    queryKey: companionKeys.teacherClass(teacherAssignId),
    queryFn: ({ signal }) =>
      pollForData(() => getTeacherClass(teacherAssignId, signal), { signal }),
    retry: false,
    staleTime: 0,
  });

/**
 * One of the teacher's classes as the companion sees it; refreshed every 45 s while it is shown
 * (a folded widget unmounts it; a hidden tab pauses the interval). Nothing is asked before a
 * class is chosen.
 */
export function useTeacherClass(teacherAssignId: number | null) {
  return useQuery({
    ...teacherClassQuery(teacherAssignId ?? 0),
    enabled: teacherAssignId !== null,
    refetchInterval: TEACHER_CLASS_REFRESH_MS,
  });
}
