import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Holds a chart figure: its table for screen readers is hidden by absolute positioning, and a
 * wide one would otherwise widen the whole page on a phone.
 */
export function ChartBox({ children }: { children: ReactNode }) {
  return <Box style={{ position: 'relative', overflow: 'hidden' }}>{children}</Box>;
}
