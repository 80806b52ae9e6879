import type { assignments } from '@kitlab/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { completionPath } from '../../paths';
import { dueMarkOf } from '../../utils/due-mark';
import { CompletionBar } from '../shared/completion-bar';
import { DueDateText } from '../shared/due-date-text';
import { AssignmentActions } from './assignment-actions';

/** One class's share of a group: due date, completion, who-has-done-it link and actions. */
export function ClassAssignmentRow({ item }: { item: assignments.Assignment }) {
  return (
    <Stack gap={6} data-testid="class-assignment" data-class={item.class_name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>{item.class_name}</Text>
        <AssignmentActions item={item} />
      </Group>
      <DueDateText date={item.due_date} mark={dueMarkOf(item)} />
      <CompletionBar
        completed={item.progress.completed}
        total={item.progress.total}
        label="students completed"
      />
      <Anchor
        component={Link}
        to={completionPath(item.class_id, item.assignment_id)}
        size="sm"
        aria-label={`Who has completed it in ${item.class_name}`}
      >
        Who has completed it
      </Anchor>
    </Stack>
  );
}
