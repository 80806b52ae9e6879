import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessage } from '../../../lib/api-error';
import { homeFor, SIGN_IN_PATH } from '../../../lib/role-home';
import { useSession } from '../../../lib/use-session';
import { usePasswordResetCheck } from '../api/check-password-reset';
import { LinkPasswordForm } from '../components/link-password-form';
import { FORGOT_PASSWORD_PATH } from '../paths';
import { readResetKey } from '../utils/reset-key';

/** Where to go next: home when signed in, otherwise sign-in. */
function useNextPlace() {
  const { isLoggedIn, session } = useSession();
  return isLoggedIn
    ? { to: homeFor(session?.user_type), label: 'Go to your home page' }
    : { to: SIGN_IN_PATH, label: 'Go to sign in' };
}

/**
 * `/reset-password#key=…` from an emailed link, signed in or not. The key is read once from the
 * fragment and then taken out of the address bar, so it is not left in the browser's history.
 */
export function ResetPasswordPage() {
  const [linkKey] = useState(() => readResetKey(window.location.hash));
  const [done, setDone] = useState(false);
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const next = useNextPlace();
  const check = usePasswordResetCheck(linkKey, linkKey !== null && !done);

  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);

  if (done) {
    return (
      <AuthCard title="Password saved">
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            Your password has been saved. You can now sign in with it.
          </Alert>
          <Button component={Link} to={next.to} fullWidth size="md">
            {next.label}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (linkKey === null || check.data?.valid === false) {
    return (
      <AuthCard
        title="This link does not work"
        description={
          linkKey === null
            ? 'The address is incomplete. Open the link from your email again.'
            : 'Links to set a password work once and for 24 hours. This one has expired or was already used.'
        }
      >
        <Stack gap="sm">
          <Button component={Link} to={FORGOT_PASSWORD_PATH} fullWidth>
            Get a code by email instead
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Or ask your school administrator to send you a new link.
          </Text>
          <Group justify="center">
            <Anchor component={Link} to={next.to} size="sm">
              {next.label}
            </Anchor>
          </Group>
        </Stack>
      </AuthCard>
    );
  }

  if (check.isPending) return <LoadingState fullPage label="Checking your link…" />;
  if (check.isError) {
    return (
      <AuthCard title="Set your password">
        <ErrorState
          title="We could not check your link"
          message={errorMessage(check.error)}
          onRetry={() => void check.refetch()}
        />
      </AuthCard>
    );
  }

  const greeting = check.data.first_name ? `Hello ${check.data.first_name}. ` : '';
  return (
    <AuthCard
      title="Set your password"
      description={`${greeting}Choose the password you will sign in with.`}
    >
      <LinkPasswordForm
        linkKey={linkKey}
        firstName={check.data.first_name}
        onDone={() => setDone(true)}
      />
    </AuthCard>
  );
}
