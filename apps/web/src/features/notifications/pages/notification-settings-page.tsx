import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { SectionCard } from '../../../components/ui/section-card';
import { NOTIFICATIONS_PATH } from '../../../lib/paths/notifications';
import { useNotificationSettings } from '../api/get-notification-settings';
import { NotificationSettingsForm } from '../components/notification-settings-form';

/** How the user receives each kind of notification, and their quiet hours. */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  return (
    <>
      <PageHeader
        title="Notification settings"
        description={
          <>
            Every notification is listed in your{' '}
            <Anchor component={Link} to={NOTIFICATIONS_PATH} size="sm" underline="always">
              notification centre
            </Anchor>
            ; choose which also reach you now, in a daily email digest, or not at all.
          </>
        }
      />
      <QueryView
        query={settings}
        loading="Loading your notification settings…"
        failed="We could not load your notification settings"
      >
        {(data) => (
          <Stack maw={720}>
            <SectionCard title="How you are notified">
              <NotificationSettingsForm settings={data} />
            </SectionCard>
          </Stack>
        )}
      </QueryView>
    </>
  );
}
