import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Discussion } from '../api/fetch-discussion';
import { discussionKeys } from '../api/keys';
import { useMarkMessage } from '../api/mark-message';

/**
 * Marks a shown discussion read up to its last message, once per new last unread message, and
 * shows the messages as read at once.
 */
export function useReadMarking(discussion: Discussion | undefined) {
  const queryClient = useQueryClient();
  const mark = useMarkMessage();
  const { mutate } = mark;
  const token = discussion?.token ?? null;
  const last = discussion?.messages.at(-1);
  const unread = last?.message_status === 'unread' ? last.token : null;

  useEffect(() => {
    if (!token || !unread) return;
    mutate(
      { discussion_token: token, message_token: unread },
      {
        onSuccess: (read) => {
          const status = new Map(
            read.message_status.map((m) => [m.message_token, m.message_status]),
          );
          // The same discussion may be shown under its token and under its quest's address.
          queryClient.setQueriesData<Discussion>({ queryKey: discussionKeys.threads() }, (shown) =>
            shown?.token === token
              ? {
                  ...shown,
                  unread_count: read.unread_count,
                  messages: shown.messages.map((m) => ({
                    ...m,
                    message_status: status.get(m.token) ?? m.message_status,
                  })),
                }
              : shown,
          );
        },
      },
    );
  }, [token, unread, mutate, queryClient]);
}
