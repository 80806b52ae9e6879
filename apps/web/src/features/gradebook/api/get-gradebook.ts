import { type CallResponse, gradebook } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gradebookKeys } from './keys';

export type Gradebook = CallResponse<typeof gradebook.getClassGradebook>;
export type GradebookColumn = Gradebook['columns'][number];
export type GradebookRow = Gradebook['rows'][number];
export type GradebookCell = GradebookRow['cells'][number];

/** A class's students against its assigned activities, with each student's status at each. */
export function getGradebook(classId: number, signal?: AbortSignal): Promise<Gradebook> {
  return apiRequest(gradebook.getClassGradebook, { query: { class_id: classId }, signal });
}

export const gradebookQuery = (classId: number) =>
  queryOptions({
    queryKey: gradebookKeys.grid(classId),
    queryFn: ({ signal }) => getGradebook(classId, signal),
    // Marking happens on other pages: coming back shows the grid at once and then refreshes it.
    staleTime: 0,
  });

export function useGradebook(classId: number) {
  return useQuery(gradebookQuery(classId));
}
