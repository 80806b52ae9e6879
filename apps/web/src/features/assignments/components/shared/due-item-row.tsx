import type { assignments } from '@kitlab/contract';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { kitPagePath } from '../../../../lib/paths/kits';
import { dueMarkOf } from '../../utils/due-mark';
import { DueDateText } from './due-date-text';

/** An assignment in a day's list: what, for which class, its mark; `aside` holds actions. */
export function DueItemRow({
  item,
  aside,
  children,
}: {
  item: assignments.Assignment;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const title = item.activity ? `${item.activity.title} (${item.kit_title})` : item.kit_title;
  return (
    <Paper withBorder radius="sm" p="xs" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={kitPagePath(item.kit_token)} fw={600} size="sm">
            {title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {item.class_name}
            {item.subject_name ? ` · ${item.subject_name}` : ''}
            {item.state !== 'active' ? ` · ${item.state}` : ''}
          </Text>
          <DueDateText date={item.due_date} mark={dueMarkOf(item)} />
          {children}
        </Stack>
        {aside}
      </Group>
    </Paper>
  );
}
