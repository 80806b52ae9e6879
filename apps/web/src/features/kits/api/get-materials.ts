import { type CallResponse, kits } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kitKeys } from './keys';

export type ActivityMaterials = CallResponse<typeof kits.listMaterialsRequired>;
export type Material = ActivityMaterials['materials'][number];

/** What an activity needs, step by step (only quests have steps with materials). */
export function getMaterials(activityToken: string, signal?: AbortSignal) {
  return apiRequest(kits.listMaterialsRequired, {
    body: { activity_token: activityToken },
    signal,
  });
}

export const materialsQuery = (activityToken: string) =>
  queryOptions({
    queryKey: kitKeys.materials(activityToken),
    queryFn: ({ signal }) => getMaterials(activityToken, signal),
    // Materials change only when a kit is imported again.
    staleTime: 10 * 60_000,
  });

export function useMaterials(activityToken: string) {
  return useQuery(materialsQuery(activityToken));
}
