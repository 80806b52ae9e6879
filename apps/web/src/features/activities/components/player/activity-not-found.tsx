import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homeFor } from '../../../../lib/role-home';
import { useNotFoundRedirect } from '../../../../lib/use-not-found-redirect';
import { useSession } from '../../../../lib/use-session';

/**
 * An activity that does not exist or is not assigned to this student's class (both answer 404):
 * the not-found toast, then the role home, as for any page that is not there.
 */
export function ActivityNotFound({ what = 'activity' }: { what?: string }) {
  const home = homeFor(useSession().session?.user_type);
  useNotFoundRedirect(home);
  return (
    <Stack align="center" gap="xs" ta="center" py="xl" data-testid="activity-not-found">
      <Title order={1} size="h2">
        We could not find this {what}
      </Title>
      <Text c="dimmed" maw={440}>
        It may not exist, or it has not been given to your class. We are taking you back to your
        home page in a moment.
      </Text>
      <Anchor component={Link} to={home}>
        Go to your home page now
      </Anchor>
    </Stack>
  );
}
