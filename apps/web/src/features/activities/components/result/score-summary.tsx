import { Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import type { SubmittedAttempt } from '../../api/start-attempt';
import { marksText } from '../../utils/format';

function cheer(percentage: number): string {
  if (percentage >= 80) return 'Brilliant work!';
  if (percentage >= 50) return 'Good effort!';
  return 'Keep practising: the answers below show what to work on.';
}

function headlineOf(attempt: SubmittedAttempt): string {
  const { score, marking_state: marking } = attempt;
  if (score && score.totalMarks > 0) return marksText(score.marksObtained, score.totalMarks);
  if (score || marking === 'marked') return 'Your teacher has checked your work';
  if (marking === 'partly_marked') return 'Your teacher has started marking';
  return 'Handed in! Your teacher will mark it soon';
}

/**
 * What the student got: marks of total marks and the percentage, or where marking is up to.
 * With `takeFocus` (just handed in) the page goes back to the top and the score is focused, so
 * a phone shows it first and a screen reader reads it out.
 */
export function ScoreSummary({
  attempt,
  takeFocus = false,
}: {
  attempt: SubmittedAttempt;
  takeFocus?: boolean;
}) {
  const percentage = attempt.score?.percentage ?? null;
  const headlineId = useId();
  const summary = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    window.scrollTo({ top: 0 });
    summary.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <Paper
      component="section"
      ref={summary}
      tabIndex={-1}
      aria-labelledby={headlineId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="score-summary"
    >
      <Group gap="lg" wrap="nowrap" align="center">
        {percentage !== null ? (
          <RingProgress
            size={96}
            thickness={10}
            roundCaps
            sections={[{ value: percentage, color: 'teal.8' }]}
            label={
              <Text ta="center" fw={800} size="lg">
                {percentage}%
              </Text>
            }
            aria-hidden="true"
          />
        ) : null}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id={headlineId} data-testid="score-headline">
            {headlineOf(attempt)}
          </Title>
          {percentage !== null ? (
            <Text fw={600}>
              {percentage}% · {cheer(percentage)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
