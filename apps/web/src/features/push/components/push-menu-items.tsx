import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { usePushOffered } from '../hooks/use-push-offered';
import { useRegisteredDevice } from '../hooks/use-registered-device';
import { useTurnOnPush } from '../hooks/use-turn-on-push';
import { DEVICES_PATH } from '../paths';

/** The account menu's entries for push: the devices page and, when not yet on, turning it on. */
export function PushMenuItems() {
  const { offered } = usePushOffered();
  const { isSubscribed } = useRegisteredDevice();
  const turnOn = useTurnOnPush();
  return (
    <>
      <Menu.Item component={Link} to={DEVICES_PATH}>
        Your devices
      </Menu.Item>
      {offered && !isSubscribed ? (
        <Menu.Item onClick={() => turnOn.mutate()} disabled={turnOn.isPending}>
          Turn on notifications
        </Menu.Item>
      ) : null}
    </>
  );
}
