import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homeFor } from '../../lib/role-home';
import { useNotFoundRedirect } from '../../lib/use-not-found-redirect';
import { useSession } from '../../lib/use-session';

/** Unknown route: an error toast, then the role home (or sign-in) after 3 s. */
export function NotFoundPage() {
  const { isLoggedIn, session } = useSession();
  const home = isLoggedIn ? homeFor(session?.user_type) : homeFor(null);
  useNotFoundRedirect(home);

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
