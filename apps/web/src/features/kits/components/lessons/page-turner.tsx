import { Button, Group, Stack, Text } from '@mantine/core';

/**
 * Previous and next page of the lessons, with where the reader is. On a phone the place goes
 * under the buttons, so both keep their whole names.
 */
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
  const place = `Page ${page} of ${pages}`;
  return (
    <Stack component="nav" aria-label="Lesson pages" gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button variant="default" onClick={onPrevious} disabled={previousLabel === null}>
          {previousLabel ?? 'Previous page'}
        </Button>
        <Text size="sm" c="dimmed" visibleFrom="xs">
          {place}
        </Text>
        <Button onClick={onNext} disabled={nextLabel === null}>
          {nextLabel ?? 'Next page'}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" ta="center" hiddenFrom="xs">
        {place}
      </Text>
    </Stack>
  );
}
