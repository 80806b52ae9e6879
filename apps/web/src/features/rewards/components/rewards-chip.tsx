import { Badge, Box, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useMyStreak } from '../api/get-my-streak';
import { useRewardsState } from '../hooks/use-rewards-state';
import { REWARDS_PATH } from '../paths';
import { compactCount, xpWords } from '../utils/reward-words';
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
  const fullXp = xpWords(state.totalXpPoints);
  return (
    <Badge
      component={Link}
      to={REWARDS_PATH}
      variant="light"
      color="orange"
      size="md"
      radius="xl"
      data-testid="rewards-chip"
      style={{ cursor: 'pointer', textTransform: 'none', flexShrink: 0 }}
    >
      {/*
       * The link's name is its own text, "Rewards: 1,250 XP, 6-day streak", which holds what a
       * desktop shows (WCAG 2.5.3). Browsers put spaces around a visually hidden piece, so each
       * piece of the name is whole, and the visible XP and streak are hidden from assistive
       * technology rather than read twice: the phone's "1.3k" alone would not read well.
       */}
      <Group gap={6} wrap="nowrap" c="dark.7">
        <VisuallyHidden>
          Rewards: {fullXp}
          {length === undefined ? '' : ', '}
        </VisuallyHidden>
        <Box component="span" visibleFrom="xs" aria-hidden="true">
          {fullXp}
        </Box>
        <Box component="span" hiddenFrom="xs" aria-hidden="true">
          {compactCount(state.totalXpPoints)}
        </Box>
        {length === undefined ? null : (
          <>
            <Group gap={2} wrap="nowrap" component="span" aria-hidden="true">
              <StreakFlame size={14} lit={length > 0} />
              {length}
            </Group>
            <VisuallyHidden>{length}-day streak</VisuallyHidden>
          </>
        )}
      </Group>
    </Badge>
  );
}
