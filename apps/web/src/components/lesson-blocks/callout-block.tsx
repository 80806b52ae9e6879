import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CalloutVariant } from '../../lib/lesson-blocks';

const CALLOUT: Record<CalloutVariant, { label: string; color: string }> = {
  note: { label: 'Note', color: 'blue' },
  tip: { label: 'Tip', color: 'teal' },
  warning: { label: 'Warning', color: 'orange' },
  safety: { label: 'Safety', color: 'red' },
  example: { label: 'Example', color: 'violet' },
};

/** A note, tip, warning, safety or example box; its label is read out with it. */
export function CalloutBlock({
  variant,
  children,
}: {
  variant: CalloutVariant;
  children: ReactNode;
}) {
  const { label, color } = CALLOUT[variant];
  return (
    <Paper
      role="note"
      aria-label={label}
      p="sm"
      radius="sm"
      bg={`${color}.0`}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-7)` }}
    >
      {/* The colour is in the border and background; the label stays dark for contrast. */}
      <Text fw={700} size="sm" c="gray.9" mb={4}>
        {label}
      </Text>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}
