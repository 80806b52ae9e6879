import { percentageOf } from '@kitlab/domain';
import { Group, Progress, Text } from '@mantine/core';

/** "5 of 8 students completed" with a bar; the words carry the numbers, the bar the shape. */
export function CompletionBar({
  completed,
  total,
  label,
}: {
  completed: number;
  total: number;
  /** What is counted: "students completed". */
  label: string;
}) {
  const percent = percentageOf(completed, total);
  const text = `${completed} of ${total} ${label}`;
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <Text size="sm" c="dimmed">
          {Math.round(percent)}%
        </Text>
      </Group>
      <Progress value={percent} size="md" mt={4} aria-label={text} color="teal.8" />
    </div>
  );
}
