import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { progressPath } from '../paths';

/**
 * A student the class does not hold now (they moved class or left the school), asked for by a
 * link from before: the class is still there, so the page offers the whole class instead.
 */
export function StudentNotInClass({ classId }: { classId: number }) {
  return (
    <Stack align="center" gap="xs" ta="center" py="xl" data-testid="student-not-in-class">
      <Title order={1} size="h2">
        This student is not in the class now
      </Title>
      <Text c="dimmed" maw={440}>
        They may have moved to another class or left the school, so their progress is no longer
        shown here.
      </Text>
      <Anchor component={Link} to={progressPath(classId)}>
        See the whole class's progress
      </Anchor>
    </Stack>
  );
}
