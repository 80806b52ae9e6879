import { addDays, formatDayMonth } from '@kitlab/domain';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClassNotFound } from '../../../components/ui/class-not-found';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { idParam } from '../../../lib/id-param';
import { useSession } from '../../../lib/use-session';
import { useStreakLeaderboard } from '../api/get-streak-leaderboard';
import { LeaderboardView } from '../components/leaderboard-view';
import { useTaughtClasses } from '../hooks/use-taught-classes';
import { classRewardsPath } from '../paths';

/** A class's week leaderboard: a student's own class, or one a teacher picks. */
export function LeaderboardPage() {
  const isTeacher = useSession().session?.user_type === 'T';
  const taught = useTaughtClasses();
  const [params, setParams] = useSearchParams();
  const classId = isTeacher
    ? (idParam(params.get('class_id')) ?? taught[0]?.class_id ?? null)
    : null;
  return (
    <>
      <PageHeader
        title="Leaderboard"
        description="Who earned the most XP this week. It starts again every Monday."
      />
      <Stack gap="md">
        {isTeacher ? (
          <Group gap="sm" align="flex-end">
            <Select
              label="Class"
              data={taught.map((item) => ({
                value: String(item.class_id),
                label: item.class_name,
              }))}
              value={classId ? String(classId) : null}
              onChange={(value) => value && setParams({ class_id: value })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
            {classId ? (
              <Anchor component={Link} to={classRewardsPath(classId)} size="sm" pb={8}>
                XP and badges of each student
              </Anchor>
            ) : null}
          </Group>
        ) : null}
        {isTeacher && classId === null ? (
          <EmptyState title="No classes yet" description="You teach no classes yet." />
        ) : (
          <ClassWeeks key={classId ?? 'own'} classId={classId} />
        )}
      </Stack>
    </>
  );
}

function ClassWeeks({ classId }: { classId: number | null }) {
  const isStudent = useSession().session?.user_type === 'S';
  const [weekStart, setWeekStart] = useState<string | null>(null);
  const [thisWeek, setThisWeek] = useState<string | null>(null);
  const query = useStreakLeaderboard(classId, weekStart);
  const shown = query.data?.week_start ?? null;
  const go = (weeks: number) => {
    if (!shown) return;
    // Leaving the current week for the first time: remember it, so no week after it is asked for.
    if (thisWeek === null) setThisWeek(shown);
    setWeekStart(addDays(shown, weeks * 7));
  };
  return (
    <QueryView
      query={query}
      loading="Loading the leaderboard…"
      failed="We could not load the leaderboard"
      notFound={
        // A student's own class is the only one asked for: a 404 means they have none yet.
        isStudent ? (
          <EmptyState
            title="You are not in a class yet"
            description="Your leaderboard appears once your school places you in a class."
          />
        ) : (
          <ClassNotFound />
        )
      }
    >
      {(board) => (
        <Stack gap="md">
          <Text fw={600} aria-live="polite">
            {board.class_name}: week of {formatDayMonth(board.week_start)}
          </Text>
          <Group justify="space-between" gap="xs">
            <Button variant="default" size="xs" onClick={() => go(-1)}>
              Week before
            </Button>
            <Button
              variant="default"
              size="xs"
              onClick={() => go(1)}
              disabled={thisWeek === null || board.week_start >= thisWeek}
            >
              Week after
            </Button>
          </Group>
          <LeaderboardView board={board} />
        </Stack>
      )}
    </QueryView>
  );
}
