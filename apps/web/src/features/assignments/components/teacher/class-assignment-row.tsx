import type { assignments } from '@kitlab/contract';
import { Group, Stack, Text } from '@mantine/core';
import { dueMarkOf } from '../../utils/due-mark';
import { CompletionBar } from '../shared/completion-bar';
import { DueDateText } from '../shared/due-date-text';
import { AssignmentActions } from './assignment-actions';
import { FollowUpLinks } from './follow-up-links';

/** One class's share of a group: due date, completion, follow-up links and actions. */
export function ClassAssignmentRow({
  item,
  heading = item.class_name,
}: {
  item: assignments.Assignment;
  /** What the row is named by: the class in a kit's group, the work on a class's page. */
  heading?: string;
}) {
  return (
    <Stack gap={6} data-testid="class-assignment" data-class={item.class_name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>{heading}</Text>
        <AssignmentActions item={item} />
      </Group>
      <DueDateText date={item.due_date} mark={dueMarkOf(item)} />
      <CompletionBar
        completed={item.progress.completed}
        total={item.progress.total}
        label="students completed"
      />
      <FollowUpLinks item={item} />
    </Stack>
  );
}
