import type { assignments } from '@kitlab/contract';
import { Anchor, Badge, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { playerPath } from '../../../../lib/paths/activities';

type Item = assignments.StudentAssignment;

/** One link per returned activity, in the order the teacher returned them. */
function returnedActivities(returns: Item['my_returns']) {
  const seen = new Map<number, Item['my_returns'][number]>();
  for (const returned of returns)
    if (!seen.has(returned.activity_id)) seen.set(returned.activity_id, returned);
  return [...seen.values()];
}

/**
 * Work of the assignment a teacher handed back for redo: "Returned to you", each of the
 * teacher's notes, and a link straight to the work to redo.
 */
export function ReturnedToYou({ item }: { item: Item }) {
  if (item.my_returns.length === 0) return null;
  const wholeKit = item.activity === null;
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      style={{ borderColor: 'var(--mantine-color-orange-filled)' }}
      data-testid="returned-to-you"
    >
      <Stack gap={4}>
        <Badge color="orange.9" variant="light">
          Returned to you
        </Badge>
        {item.my_returns.map((returned) => (
          <Text
            key={returned.return_id}
            size="sm"
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {wholeKit ? <strong>{returned.activity_title}: </strong> : null}
            {returned.note}
          </Text>
        ))}
        {returnedActivities(item.my_returns).map((returned) => (
          <Anchor
            key={returned.activity_id}
            component={Link}
            to={playerPath({
              activityType: returned.activity_type,
              activityId: returned.activity_id,
              assignmentId: item.assignment_id,
              kitToken: item.kit_token,
            })}
            size="sm"
            fw={600}
          >
            Redo {returned.activity_title}
          </Anchor>
        ))}
      </Stack>
    </Paper>
  );
}
