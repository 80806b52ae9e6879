import { activities } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { kitKeys } from './keys';

/** The student's progress at each activity of a kit that is given to their class. */
export const kitProgressQuery = (kitId: number) =>
  queryOptions({
    queryKey: kitKeys.progress(kitId),
    queryFn: ({ signal }) =>
      apiRequest(activities.getActivityProgress, { body: { kit_id: kitId }, signal }),
  });

export function useKitProgress(kitId: number) {
  return useQuery(kitProgressQuery(kitId));
}
