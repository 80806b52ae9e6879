import { NOT_FOUND_MESSAGE, NOT_FOUND_REDIRECT_MS, NOT_FOUND_TITLE } from '@kitlab/contract';
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { homeFor } from '../../lib/role-home';
import { showToast } from '../../lib/toasts';
import { useSession } from '../../lib/use-session';

const NOT_FOUND_TOAST_ID = 'page-not-found';

/** Unknown route: an error toast, then the role home (or sign-in) after 3 s. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { isLoggedIn, session } = useSession();
  const home = isLoggedIn ? homeFor(session?.user_type) : homeFor(null);

  useEffect(() => {
    showToast({
      id: NOT_FOUND_TOAST_ID,
      title: NOT_FOUND_TITLE,
      message: NOT_FOUND_MESSAGE,
      tone: 'danger',
    });
    const timer = setTimeout(() => navigate(home, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, home]);

  return (
    <Center component="main" mih="70dvh" p="md">
      <Stack align="center" gap="xs" ta="center">
        <Text fz={56} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">We are taking you back in a moment.</Text>
        <Anchor component={Link} to={home} replace>
          {isLoggedIn ? 'Go to your home page now' : 'Go to sign in now'}
        </Anchor>
      </Stack>
    </Center>
  );
}
