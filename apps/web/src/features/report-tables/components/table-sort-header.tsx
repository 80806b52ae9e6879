import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** A heading the server sorts the table by; `aria-sort` tells screen readers which way. */
export function TableSortHeader({
  direction,
  onSort,
  label,
  className,
  rowSpan,
  children,
}: {
  direction: 'ascending' | 'descending' | null;
  onSort: () => void;
  /** The button's name: "Sort by score". */
  label: string;
  className?: string;
  rowSpan?: number;
  children: ReactNode;
}) {
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <Table.Th scope="col" aria-sort={direction ?? 'none'} className={className} rowSpan={rowSpan}>
      <UnstyledButton onClick={onSort} aria-label={label} fz="sm" fw={600} py={4}>
        {children}{' '}
        <span aria-hidden="true" style={{ opacity: direction ? 1 : 0.4 }}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
