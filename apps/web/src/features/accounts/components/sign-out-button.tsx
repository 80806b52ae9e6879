import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLogout } from '../api/logout';

/** Sign out after a confirmation (the profile's logout modal). */
export function SignOutButton(props: ButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const logout = useLogout();
  return (
    <>
      <Button variant="default" onClick={open} {...props}>
        Sign out
      </Button>
      <Modal opened={opened} onClose={close} title="Sign out of Kitlab?" centered>
        <Text size="sm">You will need your email and password to sign in again.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={logout.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => logout.mutate()} loading={logout.isPending}>
            Sign out
          </Button>
        </Group>
      </Modal>
    </>
  );
}
