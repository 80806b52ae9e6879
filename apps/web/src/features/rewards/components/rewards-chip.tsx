import { Badge, Box, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useMyStreak } from '../api/get-my-streak';
import { useRewardsState } from '../hooks/use-rewards-state';
import { REWARDS_PATH } from '../paths';
import { StreakFlame } from './streak-flame';

/** A phone's header has room for "1.3K" rather than "1,250 XP". */
const COMPACT = new Intl.NumberFormat('en-GB', { notation: 'compact' });

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
      size="md"
      radius="xl"
      aria-label={label}
      data-testid="rewards-chip"
      style={{ cursor: 'pointer', textTransform: 'none', flexShrink: 0 }}
    >
      <Group gap={6} wrap="nowrap" c="dark.7">
        <Box component="span" visibleFrom="xs">
          {state.totalXpPoints.toLocaleString('en-GB')} XP
        </Box>
        <Box component="span" hiddenFrom="xs">
          {COMPACT.format(state.totalXpPoints)}
        </Box>
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
