import { reports } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fullName } from '../../../lib/full-name';
import { reportTableKeys } from './keys';

export interface ClassStudent {
  student_id: number;
  name: string;
}

/** The class's current students by name, for choosing whose progress to see. */
export async function getClassStudents(
  classId: number,
  signal?: AbortSignal,
): Promise<ClassStudent[]> {
  const answer = await apiRequest(reports.getClassStudents, {
    query: { class_id: classId },
    signal,
  });
  return answer.students.map((student) => ({
    student_id: student.student_id,
    name: fullName(student),
  }));
}

export const classStudentsQuery = (classId: number) =>
  queryOptions({
    queryKey: reportTableKeys.students(classId),
    queryFn: ({ signal }) => getClassStudents(classId, signal),
    staleTime: 60_000,
  });

export function useClassStudents(classId: number) {
  return useQuery(classStudentsQuery(classId));
}
