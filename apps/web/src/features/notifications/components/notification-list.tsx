import { NOTIFICATION_PAGE_SIZE, type notifications } from '@kitlab/contract';
import { Box, Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { useChangeArchive } from '../api/archive-discussion';
import {
  type NotificationItem,
  type NotificationView,
  useNotificationPage,
} from '../api/list-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { emptyListWords, STATUS_LABELS, TAB_LABELS } from '../utils/notification-words';
import { NotificationFilter } from './notification-filter';
import { NotificationRow } from './notification-row';

/** Archive or bring back the discussion of a notification of the discussions tab. */
function ArchiveButton({ item, archived }: { item: NotificationItem; archived: boolean }) {
  const change = useChangeArchive();
  const token = item.discussion_token;
  if (token === null) return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={change.isPending}
      aria-label={`${archived ? 'Bring back' : 'Archive'} the discussion of: ${item.title}`}
      onClick={() => change.mutate({ token, archive: !archived })}
    >
      {archived ? 'Bring back' : 'Archive'}
    </Button>
  );
}

/**
 * One tab of the centre under one filter, 20 at a time; opening one marks it read and goes to its
 * screen. In the discussions tab each discussion can be archived, and brought back from the archive.
 */
export function NotificationList({
  view,
  onStatus,
  onPage,
}: {
  view: NotificationView;
  onStatus: (status: notifications.MessageStatus) => void;
  onPage: (page: number) => void;
}) {
  const { tab, status, page } = view;
  const list = useNotificationPage(view);
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const archived = status === 'archived';
  const shown =
    status === 'all'
      ? TAB_LABELS[tab].toLowerCase()
      : `${STATUS_LABELS[status].toLowerCase()} ${TAB_LABELS[tab].toLowerCase()}`;

  const open = (item: NotificationItem) => {
    if (item.read_at === null) markRead.mutate(item.id);
    void navigate(item.link);
  };

  return (
    <>
      <NotificationFilter tab={tab} value={status} onChange={onStatus} />
      <QueryView
        query={list}
        loading={`Loading ${shown}…`}
        failed={`We could not load your ${shown}`}
      >
        {(data) =>
          data.count === 0 ? (
            <EmptyState {...emptyListWords(tab, status)} />
          ) : (
            <>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.results.map((item) => (
                  <li key={item.id}>
                    <Group gap={4} wrap="nowrap" align="center">
                      <Box style={{ flex: 1, minWidth: 0 }}>
                        <NotificationRow item={item} onOpen={open} />
                      </Box>
                      {tab === 'discussions' ? (
                        <ArchiveButton item={item} archived={archived} />
                      ) : null}
                    </Group>
                  </li>
                ))}
              </Stack>
              <Pager
                page={page}
                perPage={NOTIFICATION_PAGE_SIZE}
                count={data.count}
                label={`${TAB_LABELS[tab]} pages`}
                onChange={onPage}
              />
            </>
          )
        }
      </QueryView>
    </>
  );
}
