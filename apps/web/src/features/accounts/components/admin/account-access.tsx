import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../lib/api-error';
import { fullName } from '../../../../lib/full-name';
import { showToast } from '../../../../lib/toasts';
import type { ManagedUser } from '../../api/list-users';
import { useSendResetLink } from '../../api/send-reset-link';
import { useUpdateUser } from '../../api/update-user';

/** Reset link, deactivation and reactivation of a managed account. */
export function AccountAccess({ user }: { user: ManagedUser }) {
  const sendLink = useSendResetLink(user.user_token);
  const update = useUpdateUser(user.user_token);
  const [confirming, { open: askToDeactivate, close: keepActive }] = useDisclosure(false);
  const name = fullName(user);

  const onSend = () =>
    sendLink.mutate(undefined, {
      onSuccess: (answer) =>
        showToast({ tone: 'success', message: answer.detail, autoClose: 6000 }),
      onError: (error) => showToast({ tone: 'danger', message: errorMessage(error) }),
    });

  const setActive = (isActive: boolean) =>
    update.mutate(
      { is_active: isActive },
      {
        onSuccess: () => {
          keepActive();
          showToast({
            tone: 'success',
            message: isActive ? `${name} can sign in again.` : `${name} has been deactivated.`,
          });
        },
        onError: (error) => showToast({ tone: 'danger', message: errorMessage(error) }),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">
        {user.is_active
          ? 'A reset link lets the user choose a new password. It works once, for 24 hours.'
          : 'This account is deactivated: the user cannot sign in.'}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={onSend}
          loading={sendLink.isPending}
          disabled={!user.is_active}
        >
          Send reset link
        </Button>
        {user.is_active ? (
          <Button color="red" variant="outline" onClick={askToDeactivate}>
            Deactivate account
          </Button>
        ) : (
          <Button onClick={() => setActive(true)} loading={update.isPending}>
            Reactivate account
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={`Deactivate ${name}?`}
        confirmLabel="Deactivate"
        loading={update.isPending}
        onConfirm={() => setActive(false)}
        onClose={keepActive}
      >
        They are signed out on every device and cannot sign in until the account is reactivated.
        Their work is kept.
      </ConfirmDialog>
    </Stack>
  );
}
