import { ColorSwatch, Group, Text } from '@mantine/core';

/**
 * The key to a chart's colours, in the order given and wrapping on a phone. The chart's own
 * legend is drawn inside its fixed height, where a narrow screen cut its last entries off.
 */
export function ChartKey({ entries }: { entries: readonly { label: string; color: string }[] }) {
  return (
    <Group gap="xs" mt="xs" wrap="wrap">
      {entries.map((entry) => (
        <Group key={entry.label} gap={6} wrap="nowrap">
          <ColorSwatch
            size={12}
            color={`var(--mantine-color-${entry.color.replace('.', '-')})`}
            withShadow={false}
          />
          <Text span size="xs">
            {entry.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
