import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortDirection } from '../utils/sort-rows';

const ARROWS: Record<SortDirection, string> = { ascending: '▲', descending: '▼' };

/** A column heading that sorts the table; `aria-sort` tells screen readers which way. */
export function SortHeader({
  label,
  direction,
  onSort,
  className,
  children,
}: {
  /** The button's name: "Sort by Student". */
  label: string;
  direction: SortDirection | null;
  onSort: () => void;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Table.Th scope="col" aria-sort={direction ?? 'none'} className={className}>
      <UnstyledButton onClick={onSort} aria-label={label} fz="sm" fw={600} ta="left">
        <Group gap={4} wrap="nowrap" align="flex-start">
          <div>{children}</div>
          <span aria-hidden="true" style={{ opacity: direction ? 1 : 0.35 }}>
            {direction ? ARROWS[direction] : '↕'}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
