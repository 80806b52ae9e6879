import { type CallBody, studentRecords } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { studentRecordKeys } from './keys';

export type RetentionChange = CallBody<typeof studentRecords.setRetention>;

/** Sets an organisation's days, or null to follow its district (or the default). */
export function setRetention(body: RetentionChange) {
  return apiRequest(studentRecords.setRetention, { body });
}

export function useSetRetention() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: setRetention,
    // The answer holds every organisation again: a district's change moves its schools too.
    onSuccess: (settings) => queryClient.setQueryData(studentRecordKeys.retention(), settings),
  });
}
