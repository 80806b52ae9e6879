import { Button, Group, Text } from '@mantine/core';

/** Previous and next page of the lessons, with where the reader is. */
export function PageTurner({
  page,
  pages,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
}: {
  /** From 1. */
  page: number;
  pages: number;
  /** "Previous page", or "Previous lesson" when going back crosses into it; null at the start. */
  previousLabel: string | null;
  nextLabel: string | null;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <Group component="nav" aria-label="Lesson pages" justify="space-between" wrap="nowrap" gap="xs">
      <Button variant="default" onClick={onPrevious} disabled={previousLabel === null}>
        {previousLabel ?? 'Previous page'}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        Page {page} of {pages}
      </Text>
      <Button onClick={onNext} disabled={nextLabel === null}>
        {nextLabel ?? 'Next page'}
      </Button>
    </Group>
  );
}
