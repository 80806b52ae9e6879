import { Group, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { GatePanel } from '../../../components/ui/gate-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { markPasswordChanged } from '../../../lib/session-storage';
import { useSession } from '../../../lib/use-session';
import { usePasswordResetCheck } from '../api/check-password-reset';
import { SignOutButton } from './sign-out-button';

// Loaded only for an account that still has a temporary password.
const ChangePasswordForm = lazy(() =>
  import('./change-password-form').then((form) => ({ default: form.ChangePasswordForm })),
);

/**
 * An account set up with a temporary password sees nothing of the app until its user chooses
 * their own: the administrator who typed the temporary one should not be able to use it.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const mustChange = useSession().mustChangePassword;
  const check = usePasswordResetCheck(null, mustChange);
  const changedElsewhere = check.data?.must_change_password === false;

  useEffect(() => {
    // Changed on another device since this one signed in: open the gate here too.
    if (changedElsewhere) markPasswordChanged();
  }, [changedElsewhere]);

  if (!mustChange || changedElsewhere) return children;
  return (
    <GatePanel>
      <div>
        <Title order={1} size="h2">
          Choose your own password
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Your account was set up with a temporary password. Choose a password only you know before
          you continue.
        </Text>
      </div>
      <Suspense fallback={<LoadingState label="Loading the password form…" />}>
        <ChangePasswordForm currentLabel="Temporary password" />
      </Suspense>
      <Group>
        <SignOutButton />
      </Group>
    </GatePanel>
  );
}
