import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homeFor } from '../../lib/role-home';
import { useNotFoundRedirect } from '../../lib/use-not-found-redirect';
import { useSession } from '../../lib/use-session';

/**
 * A page's record that is not there, or not the reader's (the server answers 404 to both): the
 * not-found toast, then the role home, as for any page that is not there.
 */
export function RecordNotFound({
  title,
  description,
  testId = 'record-not-found',
}: {
  title: string;
  description: string;
  /** Names the message for browser journeys that look for one kind of record. */
  testId?: string;
}) {
  const home = homeFor(useSession().session?.user_type);
  useNotFoundRedirect(home);
  return (
    <Stack align="center" gap="xs" ta="center" py="xl" data-testid={testId}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={440}>
        {description} We are taking you back to your home page in a moment.
      </Text>
      <Anchor component={Link} to={home}>
        Go to your home page now
      </Anchor>
    </Stack>
  );
}
