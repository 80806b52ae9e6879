import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SignOutDialog } from './sign-out-dialog';

/** Sign out after a confirmation, where there is no user menu (the gates before the app). */
export function SignOutButton(props: ButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open} {...props}>
        Sign out
      </Button>
      <SignOutDialog opened={opened} onClose={close} />
    </>
  );
}
