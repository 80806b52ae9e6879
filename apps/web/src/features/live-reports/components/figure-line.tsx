import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure: "Handed in: 3 of 24 students". */
export function FigureLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span size="sm" fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}
