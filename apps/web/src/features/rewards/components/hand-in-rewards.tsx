import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/ui/query-view';
import type { HandedInWork } from '../../activities';
import { type AttemptRewards, answerSessionRewardsQuery } from '../api/get-answer-session-rewards';
import { submissionRewardsQuery } from '../api/get-submission-rewards';
import { useRefreshAfterHandIn } from '../hooks/use-refresh-after-hand-in';
import { progressWords, xpWords } from '../utils/reward-words';
import { BadgeArt } from './badge-art';
import { BadgeProgressBar } from './badge-progress-bar';
import classes from './rewards.module.css';

/** What handed-in work earned, on its result screen: the quiz or the quest rewards response. */
export function HandInRewards({ answerHeaderId, activityType }: HandedInWork) {
  const query = useQuery(
    activityType === 'quiz'
      ? answerSessionRewardsQuery(answerHeaderId)
      : submissionRewardsQuery(answerHeaderId),
  );
  useRefreshAfterHandIn(query.data !== undefined);
  return (
    <QueryView query={query} loading="Counting your XP…" failed="We could not load what you earned">
      {(earned) => <EarnedPanel earned={earned} />}
    </QueryView>
  );
}

function NextBadge({ next }: { next: NonNullable<AttemptRewards['next_badge']> }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <BadgeArt code={next.code} size={36} muted />
      <Stack gap={2} style={{ flex: 1 }}>
        <Text size="sm">
          Next badge: <strong>{next.name}</strong> ({progressWords(next.progress)})
        </Text>
        <BadgeProgressBar progress={next.progress} label={next.name} size="sm" />
      </Stack>
    </Group>
  );
}

function EarnedPanel({ earned }: { earned: AttemptRewards }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="you-earned"
      className={classes.enter}
      data-testid="hand-in-rewards"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="you-earned">
          {earned.xp_earned > 0
            ? `You earned ${xpWords(earned.xp_earned)}!`
            : 'No new XP for this hand-in'}
        </Title>
        {earned.items.length > 0 ? (
          <List size="sm" spacing={2} aria-label="Where your XP came from">
            {earned.items.map((item) => (
              <List.Item key={item.source}>
                {item.label}: +{xpWords(item.points)}
              </List.Item>
            ))}
          </List>
        ) : null}
        {earned.earlier_xp_points > 0 ? (
          <Text size="sm">
            You earned {xpWords(earned.earlier_xp_points)} for this work before
            {earned.xp_earned > 0 ? '.' : ', so this hand-in adds none.'}
          </Text>
        ) : null}
        {earned.new_badges.map((badge) => (
          <Group key={badge.code} gap="sm" wrap="nowrap" className={classes.pop}>
            <BadgeArt code={badge.code} />
            <Text size="sm">
              New badge: <strong>{badge.name}</strong>. {badge.how_earned}
            </Text>
          </Group>
        ))}
        {earned.next_badge ? <NextBadge next={earned.next_badge} /> : null}
        {earned.awaiting_marks ? (
          <Text size="sm" c="dimmed">
            Waiting for your teacher to mark it: your marks will earn more XP.
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          You have {xpWords(earned.total_xp_points)} in all.
        </Text>
      </Stack>
    </Card>
  );
}
