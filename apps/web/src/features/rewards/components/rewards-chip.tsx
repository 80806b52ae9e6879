import { Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useMyStreak } from '../api/get-my-streak';
import { useRewardsState } from '../hooks/use-rewards-state';
import { REWARDS_PATH } from '../paths';
import { StreakFlame } from './streak-flame';

/**
 * The header's rewards chip for students: XP and the streak's length, opening the rewards page.
 * It shows nothing until the XP call has answered; a failed call shows 0 XP, as the rewards state
 * says, and a streak that cannot load leaves the flame out.
 */
export function RewardsChip() {
  const state = useRewardsState();
  const streak = useMyStreak();
  if (!state.isCallCompleted) return null;
  const length = streak.data?.current_length;
  const label = `Rewards: ${state.totalXpPoints} XP${length === undefined ? '' : `, ${length}-day streak`}`;
  return (
    <Badge
      component={Link}
      to={REWARDS_PATH}
      variant="light"
      color="orange"
      size="lg"
      radius="xl"
      aria-label={label}
      data-testid="rewards-chip"
      style={{ cursor: 'pointer', textTransform: 'none' }}
    >
      <Group gap={6} wrap="nowrap" c="dark.7">
        <span>{state.totalXpPoints.toLocaleString('en-GB')} XP</span>
        {length === undefined ? null : (
          <Group gap={2} wrap="nowrap" component="span">
            <StreakFlame size={14} lit={length > 0} />
            {length}
          </Group>
        )}
      </Group>
    </Badge>
  );
}
