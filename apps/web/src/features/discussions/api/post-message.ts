import { type CallBody, discussions } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { discussionKeys } from './keys';

export type PostMessageInput = CallBody<typeof discussions.postMessage>;

export function postMessage(body: PostMessageInput) {
  return apiRequest(discussions.postMessage, { body });
}

/** Posts a message; every shown discussion is read again (a first message makes its token). */
export function usePostMessage() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: postMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}
