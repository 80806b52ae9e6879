import { Paper, Text } from '@mantine/core';

export function StatCard({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={typeof value === 'number' ? 28 : 20} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}
