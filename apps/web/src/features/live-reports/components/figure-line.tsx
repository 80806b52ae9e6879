import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure: "Handed in" and "3 of 24 students". */
export function FigureLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text size="sm" fw={600}>
        {label}:
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}
