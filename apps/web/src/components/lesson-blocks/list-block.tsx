import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { keyed } from '../../lib/lesson-blocks';

/** A bulleted or numbered list; each item holds blocks, rendered by `renderItem`. */
export function ListBlock<T>({
  ordered,
  start,
  items,
  renderItem,
}: {
  ordered: boolean;
  start: number | undefined;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      start={ordered ? start : undefined}
      pl="xl"
      my={0}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' }}
    >
      {keyed(items, 'i').map(({ key, item }) => (
        <li key={key}>{renderItem(item)}</li>
      ))}
    </Box>
  );
}
