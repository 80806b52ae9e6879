import { NOTIFICATION_PAGE_SIZE, type notifications } from '@kitlab/contract';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { type NotificationItem, useNotificationPage } from '../api/list-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { TAB_LABELS } from '../utils/notification-words';
import { NotificationRow } from './notification-row';

const EMPTY: Record<notifications.NotificationTab, { title: string; description: string }> = {
  notifications: {
    title: 'No notifications yet',
    description: 'New work, marks and announcements will show here.',
  },
  discussions: {
    title: 'No discussion notifications yet',
    description: 'New messages and replies in your discussions will show here.',
  },
};

/** One tab of the centre, 20 at a time; opening one marks it read and goes to its screen. */
export function NotificationList({ tab }: { tab: notifications.NotificationTab }) {
  const [page, setPage] = useState(1);
  const list = useNotificationPage(tab, page);
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();

  const open = (item: NotificationItem) => {
    if (item.read_at === null) markRead.mutate(item.id);
    void navigate(item.link);
  };

  return (
    <QueryView
      query={list}
      loading={`Loading ${TAB_LABELS[tab].toLowerCase()}…`}
      failed={`We could not load your ${TAB_LABELS[tab].toLowerCase()}`}
    >
      {(data) =>
        data.count === 0 ? (
          <EmptyState {...EMPTY[tab]} />
        ) : (
          <>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.results.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} onOpen={open} />
                </li>
              ))}
            </Stack>
            <Pager
              page={page}
              perPage={NOTIFICATION_PAGE_SIZE}
              count={data.count}
              label={`${TAB_LABELS[tab]} pages`}
              onChange={setPage}
            />
          </>
        )
      }
    </QueryView>
  );
}
