import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the companion under its own small heading. */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
