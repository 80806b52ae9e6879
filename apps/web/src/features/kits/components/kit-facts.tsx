import { Badge, Group, Text } from '@mantine/core';
import type { KitCard } from '../api/get-kit-content';
import { StatusBadge } from './status-badge';

/** A kit's grade, subjects and status, as the library card and the kit page show them. */
export function KitFacts({ kit }: { kit: KitCard }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600} c="dimmed" component="span">
        {kit.grade_name}
      </Text>
      {kit.subjects.map((subject) => (
        <Badge key={subject.id} variant="outline" color="gray.8" tt="none" fw={500}>
          {subject.name}
        </Badge>
      ))}
      <StatusBadge status={kit.status} />
    </Group>
  );
}
