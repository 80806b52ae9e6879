import type { assignments } from '@kitlab/contract';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { playerPath } from '../../../../lib/paths/activities';
import { kitPagePath } from '../../../../lib/paths/kits';
import { dueMarkOf } from '../../utils/due-mark';
import { CompletionBar } from '../shared/completion-bar';
import { DueDateText } from '../shared/due-date-text';
import { KitCover } from '../shared/kit-cover';
import { ReturnedToYou } from './returned-to-you';

type Score = NonNullable<assignments.StudentAssignment['my_score']>;

/** "Score: 8 of 10 marks (80%)": the marks of what the student handed in that has been marked. */
function ScoreText({ score }: { score: Score }) {
  const percent = score.percentage === null ? '' : ` (${Math.round(score.percentage)}%)`;
  return (
    <Text size="sm" fw={600} data-testid="my-score">
      Score: {score.marksObtained} of {score.totalMarks} marks{percent}
    </Text>
  );
}

/**
 * One piece of work on a student's dashboard: kit, activity, due date, what a teacher returned
 * for redo, instructions, how much is handed in and its score, and a link straight into the
 * activity, or to the kit's page.
 */
export function StudentAssignmentCard({ item }: { item: assignments.StudentAssignment }) {
  const done = item.my_status === 'Completed';
  const title = item.activity ? item.activity.title : item.kit_title;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={title}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <KitCover file={item.cover.file} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} lh={1.3}>
            {title}
          </Text>
          {item.activity ? (
            <Text size="sm" c="dimmed">
              {item.kit_title} · {item.activity.activity_type}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Whole kit{item.subject_name ? ` · ${item.subject_name}` : ''}
            </Text>
          )}
          <DueDateText date={item.due_date} mark={dueMarkOf(item, done)} />
          <ReturnedToYou item={item} />
          {item.instructions ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="instructions">
              {item.instructions}
            </Text>
          ) : null}
          <CompletionBar
            completed={item.my_progress.completed}
            total={item.my_progress.total}
            label="activities handed in"
          />
          <Group justify="space-between" gap="xs">
            {item.my_score ? <ScoreText score={item.my_score} /> : <span />}
            {done ? (
              <Badge color="teal.9" variant="light">
                Completed
              </Badge>
            ) : null}
          </Group>
          {item.activity ? (
            <Anchor
              component={Link}
              to={playerPath({
                activityType: item.activity.activity_type,
                activityId: item.activity.activity_id,
                assignmentId: item.assignment_id,
                kitToken: item.kit_token,
              })}
              size="sm"
              fw={600}
            >
              Open {item.activity.title}
            </Anchor>
          ) : (
            <Anchor component={Link} to={kitPagePath(item.kit_token)} size="sm" fw={600}>
              Open {item.kit_title}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
