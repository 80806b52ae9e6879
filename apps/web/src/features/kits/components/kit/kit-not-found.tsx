import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MY_LIBRARY_PATH } from '../../../../lib/paths/kits';
import { homeFor } from '../../../../lib/role-home';
import { useNotFoundRedirect } from '../../../../lib/use-not-found-redirect';
import { useSession } from '../../../../lib/use-session';

/**
 * A kit token the server does not know, or a kit this reader may not open (both answer 404):
 * the not-found toast, then the role home, as for any page that is not there.
 */
export function KitNotFound() {
  const home = homeFor(useSession().session?.user_type);
  useNotFoundRedirect(home);
  return (
    <Stack align="center" gap="xs" ta="center" py="xl" data-testid="kit-not-found">
      <Title order={1} size="h2">
        Kit not found
      </Title>
      <Text c="dimmed" maw={420}>
        This kit does not exist, or it is not in your library. We are taking you back to your home
        page in a moment.
      </Text>
      <Anchor component={Link} to={MY_LIBRARY_PATH}>
        Go to My Library now
      </Anchor>
    </Stack>
  );
}
