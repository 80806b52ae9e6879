import { Button, type ButtonProps } from '@mantine/core';
import { useTurnOnPush } from '../hooks/use-turn-on-push';

/** Asks the browser for permission on this click only, never on its own. */
export function TurnOnNotificationsButton(props: ButtonProps) {
  const turnOn = useTurnOnPush();
  return (
    <Button {...props} loading={turnOn.isPending} onClick={() => turnOn.mutate()}>
      Turn on notifications
    </Button>
  );
}
