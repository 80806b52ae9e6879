import { countOf } from '@kitlab/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The card of one question, step response or reviewed item: a small label ("Question 3") with
 * something at its right (marks, a verdict), then the content. Named by its heading.
 */
export function ItemCard({
  headingId,
  label,
  aside,
  marks,
  testId,
  tinted,
  children,
}: {
  headingId: string;
  label?: string;
  aside?: ReactNode;
  /** The marks the item carries, shown at the right instead of `aside`. */
  marks?: number;
  testId?: string;
  /** A pale blue card, for what the student gives rather than what they are asked. */
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      bg={tinted ? 'blue.0' : undefined}
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <Stack gap="sm">
        {label || aside || marks !== undefined ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={700} c="dimmed">
              {label}
            </Text>
            {marks === undefined ? (
              aside
            ) : (
              <Text size="sm" c="dimmed">
                {countOf(marks, 'mark')}
              </Text>
            )}
          </Group>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
