import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { OUTBOX_PER_PAGE, outboxQuery } from '../api/list-outbox';
import { MailCard } from '../components/admin/mail-card';

/**
 * The development mailbox: mail Kitlab keeps instead of sending while no SMTP server is set up,
 * for the schools this administrator manages. Newest first.
 */
export function MailboxPage() {
  const [page, setPage] = useState(1);
  const outbox = useQuery({ ...outboxQuery(page), refetchOnMount: 'always' });
  const switchedOff = isApiError(outbox.error) && outbox.error.status === 404;

  return (
    <>
      <PageHeader
        title="Mailbox"
        description="Mail to the users of your schools, kept here because no mail server is set up."
        actions={
          <Button
            variant="default"
            onClick={() => void outbox.refetch()}
            loading={outbox.isFetching}
          >
            Refresh
          </Button>
        }
      />
      {outbox.isPending ? <LoadingState label="Loading mail…" /> : null}
      {switchedOff ? (
        <Alert color="blue" variant="light" title="The mailbox is off">
          {errorMessage(outbox.error)}
        </Alert>
      ) : null}
      {outbox.isError && !switchedOff ? (
        <ErrorState
          title="We could not load the mail"
          message={errorMessage(outbox.error)}
          onRetry={() => void outbox.refetch()}
        />
      ) : null}
      {outbox.data && outbox.data.results.length === 0 ? (
        <EmptyState title="No mail yet" description="Recovery codes and reset links appear here." />
      ) : null}
      {outbox.data && outbox.data.results.length > 0 ? (
        <Stack gap="md" maw={760}>
          {outbox.data.results.map((message) => (
            <MailCard key={message.id} message={message} />
          ))}
        </Stack>
      ) : null}
      {outbox.data ? (
        <Pager
          page={page}
          perPage={OUTBOX_PER_PAGE}
          count={outbox.data.count}
          label="Mailbox pages"
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
