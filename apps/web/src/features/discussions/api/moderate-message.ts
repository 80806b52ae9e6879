import { type CallBody, discussions } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { discussionKeys } from './keys';

export type ReportInput = CallBody<typeof discussions.reportMessage>;

/** Removes a message for every reader (the call keeps its older name, hide-message). */
export const removeMessage = (messageToken: string) =>
  apiRequest(discussions.hideMessage, { body: { message_token: messageToken } });

export const reportMessage = (body: ReportInput) => apiRequest(discussions.reportMessage, { body });

export const dismissReports = (messageToken: string) =>
  apiRequest(discussions.dismissReports, { body: { message_token: messageToken } });

/** A change to a message (removed, reported) reads the discussions shown again. */
function useMessageChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}

export const useRemoveMessage = () => useMessageChange(removeMessage);
export const useReportMessage = () => useMessageChange(reportMessage);
export const useDismissReports = () => useMessageChange(dismissReports);
