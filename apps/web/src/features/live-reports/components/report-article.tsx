import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered piece of a report (a question, a step, an activity), named by its heading. */
export function ReportArticle({
  labelledBy,
  label,
  testId,
  children,
}: {
  labelledBy?: string;
  label?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={labelledBy}
      aria-label={label}
      data-testid={testId}
    >
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}
