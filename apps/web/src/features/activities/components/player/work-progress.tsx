import { Group, Progress, Text } from '@mantine/core';

/** "5 of 12 answered" with a bar; the words carry the meaning, the bar is decoration. */
export function WorkProgress({
  done,
  total,
  doneWord = 'answered',
  extra,
}: {
  done: number;
  total: number;
  doneWord?: string;
  extra?: string;
}) {
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={600} data-testid="work-progress">
          {done} of {total} {doneWord}
        </Text>
        {extra ? (
          <Text size="sm" c="dimmed">
            {extra}
          </Text>
        ) : null}
      </Group>
      <Progress value={total === 0 ? 0 : (done / total) * 100} size="sm" aria-hidden="true" />
    </div>
  );
}
