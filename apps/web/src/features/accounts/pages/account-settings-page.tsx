import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import { DEVICES_PATH } from '../../../lib/paths/devices';
import { HOLIDAYS_PATH } from '../../../lib/paths/holidays';
import { NOTIFICATION_SETTINGS_PATH } from '../../../lib/paths/notifications';
import { useAccountSettings } from '../api/get-account-settings';
import { AccountFacts } from '../components/account-facts';
import { AccountSettingsForm } from '../components/account-settings-form';
import { CHANGE_PASSWORD_PATH } from '../paths';

export function AccountSettingsPage() {
  const settings = useAccountSettings();
  return (
    <>
      <PageHeader title="Account settings" description="Your name, language and notifications." />
      {settings.isPending ? <LoadingState label="Loading your settings…" /> : null}
      {settings.isError ? (
        <ErrorState
          title="We could not load your settings"
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : null}
      {settings.data ? (
        <Stack gap="lg" maw={720}>
          <SectionCard title="Your details">
            <AccountSettingsForm profile={settings.data} />
          </SectionCard>
          <SectionCard title="Your account">
            <Stack gap="md">
              <AccountFacts profile={settings.data} />
              <Text size="sm" c="dimmed">
                Your email and role are managed by your school. Want a new password?{' '}
                <Anchor component={Link} to={CHANGE_PASSWORD_PATH} size="sm" underline="always">
                  Change password
                </Anchor>
              </Text>
            </Stack>
          </SectionCard>
          <SectionCard title="Your notifications">
            <Text size="sm">
              Choose which notifications reach you now, in a daily email digest or not at all, and
              your quiet hours.{' '}
              <Anchor component={Link} to={NOTIFICATION_SETTINGS_PATH} size="sm" underline="always">
                Notification settings
              </Anchor>
            </Text>
          </SectionCard>
          {settings.data.user_type === 'C' ? (
            <SectionCard title="Your schools' holidays">
              <Text size="sm">
                A student's streak is not broken on a school holiday.{' '}
                <Anchor component={Link} to={HOLIDAYS_PATH} size="sm" underline="always">
                  See and change the holidays
                </Anchor>
              </Text>
            </SectionCard>
          ) : null}
          <SectionCard title="Your devices">
            <Text size="sm">
              Push notifications reach the browsers you turned them on in.{' '}
              <Anchor component={Link} to={DEVICES_PATH} size="sm" underline="always">
                See and manage your devices
              </Anchor>
            </Text>
          </SectionCard>
        </Stack>
      ) : null}
    </>
  );
}
