import { Card, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './report-tables.module.css';

/** A titled section of a report, kept whole on one printed page where it fits. */
export function ReportCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      className={classes.keepTogether}
    >
      <Title order={2} size="h4" id={titleId} mb={4}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
