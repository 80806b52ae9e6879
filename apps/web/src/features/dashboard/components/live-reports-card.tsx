import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { liveReportsPath } from '../../live-reports';

/** The way into the live reports: the teacher's open work as students do it. */
export function LiveReportsCard() {
  return (
    <SectionCard title="Live reports">
      <Text size="sm" c="dimmed" mb="xs">
        Who has started, who has handed in and who is stuck, in every class, as students work.
      </Text>
      <Anchor component={Link} to={liveReportsPath()} size="sm" fw={600}>
        See your open work live
      </Anchor>
    </SectionCard>
  );
}
