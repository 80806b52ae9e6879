import { notifications } from '@kitlab/contract';
import { Anchor, Badge, Button, Card, Group, Modal, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { NOTIFICATION_SETTINGS_PATH } from '../../../lib/paths/notifications';
import { useSession } from '../../../lib/use-session';
import { useHomeNotifications } from '../api/get-home-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { AnnounceForm } from '../components/announce-form';
import { NotificationList } from '../components/notification-list';
import { TAB_LABELS } from '../utils/notification-words';

const isTab = (value: string | null): value is notifications.NotificationTab =>
  (notifications.NOTIFICATION_TABS as readonly (string | null)[]).includes(value);

/**
 * The notification centre: two tabs, each loading its list only once first opened (the spec's
 * initial-load flags), and kept after that. Mark all clears both tabs.
 */
export function NotificationCentrePage() {
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const shown = isTab(search.get('tab'))
    ? (search.get('tab') as notifications.NotificationTab)
    : 'notifications';
  const [opened, setOpened] = useState<ReadonlySet<notifications.NotificationTab>>(
    new Set([shown]),
  );
  const home = useHomeNotifications();
  const markAll = useMarkAllRead();
  const [announcing, announceDialog] = useDisclosure(false);
  const unread = home.data?.unread;

  const show = (value: string | null) => {
    if (!isTab(value)) return;
    setOpened((tabs) => new Set([...tabs, value]));
    setSearch(value === 'notifications' ? {} : { tab: value }, { replace: true });
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
              {opened.has(tab) ? <NotificationList tab={tab} /> : null}
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
