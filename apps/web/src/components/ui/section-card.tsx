import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card on a home page; `aside` sits at the right of the title (a count, a badge). */
export function SectionCard({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {typeof aside === 'string' ? (
          <Text size="sm" c="dimmed">
            {aside}
          </Text>
        ) : (
          aside
        )}
      </Group>
      {children}
    </Card>
  );
}
