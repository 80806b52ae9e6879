import { Alert, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/use-session';
import { type Discussion, useDiscussion } from '../api/fetch-discussion';
import type { DiscussionAddressKey } from '../api/keys';
import { useReportMessage } from '../api/moderate-message';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { useRemoveMessageDialog } from './remove-message-dialog';
import { useReadMarking } from './use-read-marking';
import { useSendMessage } from './use-send-message';

/** A discussion's messages, oldest first, and the box to write in when the reader may post. */
export function DiscussionThread({
  address,
  empty,
}: {
  address: DiscussionAddressKey;
  /** What an empty discussion says, such as "Ask your teacher about this step." */
  empty: { title: string; description?: string };
}) {
  const query = useDiscussion(address);
  return (
    <QueryView
      query={query}
      loading="Loading the messages…"
      failed="We could not load the messages"
    >
      {(discussion) => <Thread address={address} discussion={discussion} empty={empty} />}
    </QueryView>
  );
}

export function Thread({
  address,
  discussion,
  empty,
}: {
  address: DiscussionAddressKey;
  discussion: Discussion;
  empty: { title: string; description?: string };
}) {
  useReadMarking(discussion);
  const sending = useSendMessage(
    discussion.token ? { discussion_token: discussion.token } : address,
  );
  const removing = useRemoveMessageDialog();
  const report = useReportMessage();
  const { session } = useSession();
  const failed = removing.removal.error ?? report.error;

  return (
    <Stack gap="md">
      {discussion.messages.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Messages"
        >
          {discussion.messages.map((message) => (
            <MessageItem
              key={message.token}
              message={message}
              canRemove={discussion.can_hide}
              busy={removing.removal.isPending || report.isPending}
              onRemove={removing.ask}
              onReport={(token) => report.mutate({ message_token: token })}
            />
          ))}
        </Stack>
      )}
      {removing.dialog}
      {failed ? (
        <Alert color="red" title="That did not work">
          {errorMessage(failed)}
        </Alert>
      ) : null}
      {discussion.can_post ? (
        <MessageComposer
          onSend={sending.send}
          sending={sending.sending}
          error={sending.error}
          allowPhoto={session?.user_type === 'S'}
        />
      ) : null}
    </Stack>
  );
}
