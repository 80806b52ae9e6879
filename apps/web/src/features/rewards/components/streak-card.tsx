import { countOf } from '@kitlab/domain';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import type { Streak } from '../api/get-my-streak';
import { useSubmitStreakResponse } from '../api/submit-streak-response';
import classes from './rewards.module.css';
import { StreakDays } from './streak-days';
import { StreakFlame } from './streak-flame';

function todayNote(streak: Streak): string {
  if (!streak.today_is_school_day) return 'No school today, so your streak is safe.';
  if (streak.today_done) return 'You did some learning today. Well done!';
  return 'Answer a question, do a step or read a lesson today to keep your streak going.';
}

function Celebration({ length }: { length: number }) {
  const respond = useSubmitStreakResponse();
  return (
    <Alert
      color="orange"
      variant="light"
      title={`Your streak is ${countOf(length, 'day')} long!`}
      icon={<StreakFlame size={22} />}
      // Orange text on its light background is below AA contrast; the flame carries the colour.
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      className={classes.enter}
      data-testid="streak-celebration"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">You keep learning day after day. Keep it up!</Text>
        {respond.isError ? (
          <Text size="sm" c="red.8">
            {errorMessage(respond.error)}
          </Text>
        ) : null}
        <Button
          size="xs"
          color="red.9"
          loading={respond.isPending}
          onClick={() => respond.mutate({ celebrated_length: length })}
        >
          Thanks!
        </Button>
      </Stack>
    </Alert>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

/** The student's streak: its length, best, freezes, the last 14 days and any celebration. */
export function StreakCard({ streak }: { streak: Streak }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="streak-title">
      <Stack gap="sm">
        <Group gap="xs">
          <StreakFlame size={24} lit={streak.current_length > 0} />
          <Title order={2} size="h4" id="streak-title">
            Your streak
          </Title>
        </Group>
        {streak.celebrate ? <Celebration length={streak.current_length} /> : null}
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Now" value={countOf(streak.current_length, 'day')} />
          <Figure label="Best" value={countOf(streak.longest_length, 'day')} />
          <Figure label="Freezes" value={String(streak.freezes_held)} />
        </SimpleGrid>
        <Text size="sm">{todayNote(streak)}</Text>
        <StreakDays days={streak.recent} />
        <Text size="xs" c="dimmed">
          Weekends and school holidays never break your streak. Keep a 5-day streak for a week to
          earn a freeze: it covers a school day you miss.
        </Text>
      </Stack>
    </Card>
  );
}
