import { notifications } from '@kitlab/contract';
import { Anchor, Badge, Button, Card, Group, Modal, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, type SetURLSearchParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { NOTIFICATION_SETTINGS_PATH } from '../../../lib/paths/notifications';
import { useSession } from '../../../lib/use-session';
import { useHomeNotifications } from '../api/get-home-notifications';
import type { NotificationView } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { AnnounceForm } from '../components/announce-form';
import { NotificationList } from '../components/notification-list';
import { STATUSES_OF, TAB_LABELS } from '../utils/notification-words';

type Tab = notifications.NotificationTab;
type Status = notifications.MessageStatus;

const isTab = (value: string | null): value is Tab =>
  (notifications.NOTIFICATION_TABS as readonly (string | null)[]).includes(value);

/** The view the address names: its tab, that tab's filter (`show`) and page; all and 1 when absent. */
function viewOf(search: URLSearchParams): NotificationView {
  const raw = search.get('tab');
  const tab = isTab(raw) ? raw : 'notifications';
  const status = STATUSES_OF[tab].find((each) => each === search.get('show')) ?? 'all';
  const page = Number(search.get('page'));
  return { tab, status, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** Writes a view to the address, leaving out what is as it starts, so a plain visit stays bare. */
function writeView(setSearch: SetURLSearchParams, view: NotificationView) {
  const params: Record<string, string> = {};
  if (view.tab !== 'notifications') params.tab = view.tab;
  if (view.status !== 'all') params.show = view.status;
  if (view.page > 1) params.page = String(view.page);
  setSearch(params, { replace: true });
}

const firstPage = (tab: Tab): NotificationView => ({ tab, status: 'all', page: 1 });

/**
 * The notification centre: two tabs, each loading its list only once first opened (the spec's
 * initial-load flags), and kept after that. Each tab has its own filter and page, and the shown
 * tab's are in the address, so a reload keeps them. Mark all clears both tabs.
 */
export function NotificationCentrePage() {
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const current = viewOf(search);
  const shown = current.tab;
  const [views, setViews] = useState<Record<Tab, NotificationView>>(() => ({
    notifications: firstPage('notifications'),
    discussions: firstPage('discussions'),
    [current.tab]: current,
  }));
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(new Set([shown]));
  const home = useHomeNotifications();
  const markAll = useMarkAllRead();
  const [announcing, announceDialog] = useDisclosure(false);
  const unread = home.data?.unread;
  const viewOfTab = (tab: Tab) => (tab === shown ? current : views[tab]);

  const change = (view: NotificationView) => {
    setViews((all) => ({ ...all, [view.tab]: view }));
    writeView(setSearch, view);
  };

  const show = (value: string | null) => {
    if (!isTab(value)) return;
    setOpened((tabs) => new Set([...tabs, value]));
    setViews((all) => ({ ...all, [shown]: current }));
    writeView(setSearch, views[value]);
  };

  return (
    <>
      <PageHeader
        title="Notifications"
        description={
          <Anchor component={Link} to={NOTIFICATION_SETTINGS_PATH} size="sm" underline="always">
            Notification settings
          </Anchor>
        }
        actions={
          <Group gap="sm">
            {session?.user_type === 'T' ? (
              <Button variant="default" onClick={announceDialog.open}>
                Announce to class
              </Button>
            ) : null}
            <Button
              onClick={() => markAll.mutate(undefined)}
              loading={markAll.isPending}
              disabled={(unread?.total ?? 0) === 0}
            >
              Mark all as read
            </Button>
          </Group>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Tabs value={shown} onChange={show} keepMounted>
          <Tabs.List mb="md">
            {notifications.NOTIFICATION_TABS.map((tab) => (
              <Tabs.Tab
                key={tab}
                value={tab}
                rightSection={
                  unread && unread[tab] > 0 ? (
                    // A pill, not a circle: a circle's fixed width cut "12" down to "1..".
                    <Badge size="sm" miw={20} aria-label={`${unread[tab]} unread`}>
                      {unread[tab]}
                    </Badge>
                  ) : null
                }
              >
                {TAB_LABELS[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {notifications.NOTIFICATION_TABS.map((tab) => (
            <Tabs.Panel key={tab} value={tab}>
              {opened.has(tab) ? (
                <NotificationList
                  view={viewOfTab(tab)}
                  onStatus={(status: Status) => change({ tab, status, page: 1 })}
                  onPage={(page) => change({ ...viewOfTab(tab), page })}
                />
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
      <Modal opened={announcing} onClose={announceDialog.close} title="Announce to class">
        {announcing ? <AnnounceForm onDone={announceDialog.close} /> : null}
      </Modal>
    </>
  );
}
