import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '../api/keys';

/**
 * Whether the development mailbox exists: the call answers only while mail is kept in the
 * outbox (no SMTP server), and only for administrators. The call loads with the question (the
 * header's links are part of the first page's script, the call's schemas are not); its answer is
 * the mailbox page's first page.
 */
export function useMailboxAvailable(): boolean {
  const outbox = useQuery({
    queryKey: accountKeys.outboxPage(1),
    queryFn: ({ signal }) =>
      import('../api/list-outbox').then((outbox) => outbox.listOutbox(1, signal)),
    staleTime: 5 * 60_000,
  });
  return outbox.isSuccess;
}
