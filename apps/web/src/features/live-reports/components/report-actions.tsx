import { Anchor, Group, Switch } from '@mantine/core';
import { Link } from 'react-router';
import { liveReportsPath } from '../paths';

/** The way back to the open work and, where the report has one, the projector switch. */
export function ReportActions({
  projector,
  onProjector,
}: {
  projector?: boolean;
  onProjector?: (on: boolean) => void;
}) {
  return (
    <Group gap="md" wrap="wrap">
      {onProjector ? (
        <Switch
          label="Projector mode"
          description="Students as Student 1, 2, 3…"
          checked={projector ?? false}
          onChange={(event) => onProjector(event.currentTarget.checked)}
        />
      ) : null}
      <Anchor component={Link} to={liveReportsPath()} size="sm">
        All open work
      </Anchor>
    </Group>
  );
}
