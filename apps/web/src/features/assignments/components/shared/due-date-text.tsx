import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '../../utils/dates';
import { DUE_MARK_COLOR, DUE_MARK_LABEL, type DueMark } from '../../utils/due-mark';

/** "Due Thu 14 May 2026" with an Overdue or Due today badge: words and colour together. */
export function DueDateText({ date, mark }: { date: string; mark: DueMark | null }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" data-testid="due-date">
        Due <time dateTime={date}>{formatDate(date)}</time>
      </Text>
      {mark ? (
        <Badge color={DUE_MARK_COLOR[mark]} variant="filled" size="sm" data-testid="due-mark">
          {DUE_MARK_LABEL[mark]}
        </Badge>
      ) : null}
    </Group>
  );
}
