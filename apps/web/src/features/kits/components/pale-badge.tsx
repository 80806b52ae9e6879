import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A pale badge whose words use the colour's darkest shade, which keeps AA contrast. */
export function PaleBadge({
  color,
  children,
  testId,
}: {
  color: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Badge
      color={color}
      c={`${color}.9`}
      variant="light"
      data-testid={testId}
      // In a row with a long title the badge keeps its word whole; the title wraps instead.
      style={{ flexShrink: 0 }}
    >
      {children}
    </Badge>
  );
}
