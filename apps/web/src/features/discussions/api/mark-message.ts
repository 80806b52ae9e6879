import { type CallBody, discussions } from '@kitlab/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discussionKeys } from './keys';

export type MarkInput = CallBody<typeof discussions.markMessage>;

export function markMessage(body: MarkInput) {
  return apiRequest(discussions.markMessage, { body });
}

/** Marks a discussion read up to a message; lists with unread counts are read again. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessage,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: discussionKeys.all,
        // The thread itself already shows its messages as read.
        predicate: (query) => query.queryKey[1] !== 'thread',
      }),
  });
}
