import { countOf, formatDate } from '@kitlab/domain';
import { Paper, Stack, Text } from '@mantine/core';
import type { Attempt } from '../../api/start-attempt';

/**
 * What a student reads before starting, under the title: when the work is due and about how long
 * it takes, the teacher's words to the class, and the activity's own instructions.
 */
export function ActivityBrief({ activity, assignment }: Pick<Attempt, 'activity' | 'assignment'>) {
  const minutes = activity.estimated_minutes;
  const fromTeacher = assignment?.instructions?.trim();
  const instructions = activity.instructions?.trim();
  if (!assignment && !minutes && !fromTeacher && !instructions) return null;
  return (
    <Stack gap="xs" data-testid="activity-brief">
      {assignment || minutes ? (
        <Text size="sm">
          {assignment ? (
            <span data-testid="due-date">
              Due <time dateTime={assignment.due_date}>{formatDate(assignment.due_date)}</time>
            </span>
          ) : null}
          {assignment && minutes ? ' · ' : null}
          {minutes ? `About ${countOf(minutes, 'minute')}` : null}
        </Text>
      ) : null}
      {fromTeacher ? (
        <Paper withBorder radius="md" p="sm" data-testid="teacher-instructions">
          <Text size="sm" fw={700}>
            From your teacher
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {fromTeacher}
          </Text>
        </Paper>
      ) : null}
      {instructions ? (
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="activity-instructions"
        >
          {instructions}
        </Text>
      ) : null}
    </Stack>
  );
}
