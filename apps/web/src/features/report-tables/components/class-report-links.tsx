import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { progressPath, tablePath } from '../paths';

/** A class's progress and detailed table, linked from pages about the class (its gradebook). */
export function ClassReportLinks({ classId }: { classId: number }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Anchor component={Link} to={progressPath(classId)} size="sm">
        Progress by topic
      </Anchor>
      <Anchor component={Link} to={tablePath({ classId })} size="sm">
        Answers table
      </Anchor>
    </Group>
  );
}
