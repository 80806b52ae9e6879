import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect';

const HOME = '/dashboard';

/**
 * A class that is not there or not the teacher's (the server answers 404 to both): the
 * not-found toast, then the dashboard, as for any page that is not there.
 */
export function GradebookNotFound() {
  useNotFoundRedirect(HOME);
  return (
    <Stack align="center" gap="xs">
      <EmptyState
        title="There is no such class"
        description="It may not exist, or you do not teach it. We are taking you back to your dashboard in a moment."
      />
      <Anchor component={Link} to={HOME} size="sm">
        Go to your dashboard now
      </Anchor>
    </Stack>
  );
}
