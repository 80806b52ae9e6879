import type { activities } from '@kitlab/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatWhen, marksText } from '../../utils/format';
import { WrittenAnswer } from '../result/written-answer';

type History = Pick<activities.ReviewedAttempt, 'returns' | 'earlier_answers'>;

/**
 * Every time one item (or, with item null, the paper pages) went back for redo: what was handed
 * in first with its marks and comment, the teacher's note, and when it came back.
 */
export function EarlierVersions({
  attempt,
  item,
}: {
  attempt: History;
  item: { id: number; label: string; marks: number } | null;
}) {
  const itemId = item?.id ?? null;
  const returns = attempt.returns.filter(
    (r) => r.activity_detail_id === itemId || r.activity_detail_id === null,
  );
  if (returns.length === 0) return null;
  const what = item ? item.label.toLowerCase() : 'the pages';
  return (
    <Stack gap="xs" component="section" aria-label={`Earlier versions of ${what}`}>
      {returns.map((returned) => {
        const earlier = attempt.earlier_answers.find(
          (a) => a.return_id === returned.return_id && a.activity_detail_id === itemId,
        );
        if (!earlier && itemId === null) return null;
        return (
          <Paper key={returned.return_id} withBorder p="sm" radius="md" bg="gray.0">
            <Stack gap={6} data-testid="earlier-version">
              <Title order={4} size="h6">
                Handed in first · {formatWhen(returned.first_handed_in_at)}
              </Title>
              <WrittenAnswer answer={earlier} itemLabel={`earlier ${what}`} />
              {earlier?.marks_obtained != null && item ? (
                <Text size="sm">Marked {marksText(earlier.marks_obtained, item.marks)}</Text>
              ) : null}
              {earlier?.comment ? <Text size="sm">Your comment: {earlier.comment}</Text> : null}
              <Text size="sm">
                <strong>Returned {formatWhen(returned.returned_at)}: </strong>
                {returned.note}
              </Text>
              <Text size="sm" c="dimmed">
                {returned.handed_in_again_at
                  ? `Handed in again ${formatWhen(returned.handed_in_again_at)}: the work above this box.`
                  : 'With the student to redo.'}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
