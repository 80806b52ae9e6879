import { List, Text, Title } from '@mantine/core';
import type { AttemptSummary } from '../../api/get-score';
import { formatWhen, scoreText } from '../../utils/format';

function scoreWords(attempt: AttemptSummary): string {
  if (attempt.status === 'DR') return 'in progress';
  if (!attempt.score) return 'waiting for marks';
  return scoreText(attempt.score) ?? 'checked';
}

/** Every go at the activity, first to latest, when there has been more than one. */
export function AttemptHistory({ attempts }: { attempts: readonly AttemptSummary[] }) {
  if (attempts.length < 2) return null;
  return (
    <section aria-labelledby="attempt-history">
      <Title order={2} size="h4" id="attempt-history" mb="xs">
        Your attempts
      </Title>
      <List spacing={4} size="sm">
        {attempts.map((attempt) => (
          <List.Item key={attempt.answer_header_id}>
            <Text span size="sm" fw={600}>
              Attempt {attempt.attempt_number}
            </Text>
            {attempt.submitted_at ? ` · ${formatWhen(attempt.submitted_at)}` : ''} ·{' '}
            {scoreWords(attempt)}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
