import { type CallResponse, discussions } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type DiscussionAddressKey, discussionKeys } from './keys';

export type Discussion = CallResponse<typeof discussions.getDiscussion>;
export type Message = Discussion['messages'][number];

/** A discussion with its messages; a step's thread is empty until its first message. */
export function fetchDiscussion(address: DiscussionAddressKey, signal?: AbortSignal) {
  return apiRequest(discussions.getDiscussion, { body: address, signal });
}

export const discussionQuery = (address: DiscussionAddressKey) =>
  queryOptions({
    queryKey: discussionKeys.thread(address),
    queryFn: ({ signal }) => fetchDiscussion(address, signal),
  });

export const useDiscussion = (address: DiscussionAddressKey) => useQuery(discussionQuery(address));
