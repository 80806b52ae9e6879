import { type CallResponse, studentRecords } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studentRecordKeys } from './keys';

export type RetentionSettings = CallResponse<typeof studentRecords.getRetention>;

/** How long each organisation the administrator manages keeps a former student's data. */
export function getRetention(signal?: AbortSignal): Promise<RetentionSettings> {
  return apiRequest(studentRecords.getRetention, { signal });
}

export const retentionQuery = () =>
  queryOptions({
    queryKey: studentRecordKeys.retention(),
    queryFn: ({ signal }) => getRetention(signal),
  });

export function useRetention() {
  return useQuery(retentionQuery());
}
