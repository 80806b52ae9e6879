import { Button, Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The filters above a list, as a search landmark, with "Clear filters" while any is set. They
 * apply as they change, so the form is never submitted (Enter would reload the page).
 */
export function FilterGrid({
  label,
  filtered,
  onClear,
  children,
}: {
  /** "Filter kits" */
  label: string;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <search aria-label={label}>
      <form onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {children}
        </SimpleGrid>
        <Group justify="flex-end" mt="xs" mih={30}>
          {filtered ? (
            <Button variant="subtle" size="compact-sm" onClick={onClear}>
              Clear filters
            </Button>
          ) : null}
        </Group>
      </form>
    </search>
  );
}
