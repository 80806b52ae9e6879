import { Badge, Group } from '@mantine/core';

/**
 * The key to a chart's colours as dots with words, wrapping on a phone (a chart's own legend is
 * drawn inside its fixed height, where a narrow screen cuts entries off).
 */
export function ChartKey({ entries }: { entries: readonly { label: string; color: string }[] }) {
  return (
    <Group gap={6} mt="xs" wrap="wrap">
      {entries.map(({ label, color }) => (
        <Badge key={label} variant="dot" color={color} tt="none" c="dark.7" size="md">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
