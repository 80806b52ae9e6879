import { Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../components/ui/section-card';
import { usePushOffered } from '../hooks/use-push-offered';
import { useRegisteredDevice } from '../hooks/use-registered-device';
import { supportsPush } from '../utils/push-browser';
import { TurnOnNotificationsButton } from './turn-on-notifications-button';

function ThisDeviceText() {
  const { featureOn, offered } = usePushOffered();
  const { isSubscribed } = useRegisteredDevice();
  if (featureOn === undefined) return <Text size="sm">Checking your school's settings…</Text>;
  if (!featureOn) return <Text size="sm">Your school has not turned on push notifications.</Text>;
  if (!supportsPush()) {
    return <Text size="sm">This browser cannot show push notifications.</Text>;
  }
  if (isSubscribed) return <Text size="sm">This device receives your notifications.</Text>;
  const blocked = offered && Notification.permission === 'denied';
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        {blocked
          ? "Notifications are blocked in this browser's settings for this site. Allow them there, then turn them on here."
          : 'Get a notification on this device when your work is marked, a message arrives or something is due.'}
      </Text>
      <TurnOnNotificationsButton />
    </Stack>
  );
}

/** Push on this browser: whether it is on, and the button that turns it on. */
export function ThisDeviceCard() {
  return (
    <SectionCard title="This device">
      <ThisDeviceText />
    </SectionCard>
  );
}
