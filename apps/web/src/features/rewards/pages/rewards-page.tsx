import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { StatCard } from '../../../components/ui/stat-card';
import { useMember } from '../api/get-member';
import { useMemberAchievements } from '../api/get-member-achievements';
import { useMyStreak } from '../api/get-my-streak';
import { BadgeGrid } from '../components/badge-grid';
import { LeaderboardSwitch } from '../components/leaderboard-switch';
import { StreakCard } from '../components/streak-card';
import { LEADERBOARD_PATH } from '../paths';
import { xpWords } from '../utils/reward-words';

/** A student's rewards: XP, their streak, and their badges held and still to earn. */
export function RewardsPage() {
  const member = useMember();
  const achievements = useMemberAchievements();
  const streak = useMyStreak();
  return (
    <>
      <PageHeader
        title="Your rewards"
        description="You earn XP for learning: each piece of work counts once."
        actions={
          <Anchor component={Link} to={LEADERBOARD_PATH} size="sm">
            See the leaderboard
          </Anchor>
        }
      />
      <Stack gap="lg">
        <QueryView query={member} loading="Loading your XP…" failed="We could not load your XP">
          {(xp) => (
            <SimpleGrid cols={2} spacing="sm">
              <StatCard label="XP in all" value={xpWords(xp.total_xp_points)} />
              <StatCard label="XP this week" value={xpWords(xp.week_xp_points)} />
            </SimpleGrid>
          )}
        </QueryView>
        <QueryView
          query={streak}
          loading="Loading your streak…"
          failed="We could not load your streak"
        >
          {(data) => (
            <Stack gap="sm">
              <StreakCard streak={data} />
              <LeaderboardSwitch shown={data.show_on_leaderboard} />
            </Stack>
          )}
        </QueryView>
        <QueryView
          query={achievements}
          loading="Loading your badges…"
          failed="We could not load your badges"
        >
          {(data) => <BadgeGrid held={data.held} notYet={data.not_yet} />}
        </QueryView>
      </Stack>
    </>
  );
}
