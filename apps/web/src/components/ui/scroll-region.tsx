import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's own sideways-scrolling box, so on a phone the page keeps its width and every
 * column stays reachable. It takes keyboard focus, since it scrolls on its own, and is the box
 * that what is positioned inside it (visually hidden headings) is placed against, so that stays
 * inside too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      style={{ overflowX: 'auto', position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Box>
  );
}
