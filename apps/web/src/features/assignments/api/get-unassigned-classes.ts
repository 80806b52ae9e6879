import { type CallResponse, kits } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type UnassignedClasses = CallResponse<typeof kits.unassignedClasses>;
export type AssignableClass = UnassignedClasses['results'][number];

/** The teacher's classes of the kit's grade and subjects that do not have it yet. */
export function getUnassignedClasses(
  kitId: number,
  signal?: AbortSignal,
): Promise<UnassignedClasses> {
  return apiRequest(kits.unassignedClasses, { body: { kit_id: kitId }, signal });
}

export const unassignedClassesQuery = (kitId: number) =>
  queryOptions({
    queryKey: assignmentKeys.unassignedClasses(kitId),
    queryFn: ({ signal }) => getUnassignedClasses(kitId, signal),
    // Asked afresh each time the drawer opens: another teacher may have assigned it meanwhile.
    staleTime: 0,
  });

export function useUnassignedClasses(kitId: number) {
  return useQuery(unassignedClassesQuery(kitId));
}
