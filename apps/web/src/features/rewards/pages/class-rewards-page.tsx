import { countOf } from '@kitlab/domain';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { ClassNotFound } from '../../../components/ui/class-not-found';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { RowBarChart } from '../../../components/ui/row-bar-chart';
import { fullName } from '../../../lib/full-name';
import { idParam } from '../../../lib/id-param';
import {
  type StudentCounts,
  type TeacherCounts,
  useTeacherCounts,
} from '../api/get-teacher-counts';
import { BadgeArt } from '../components/badge-art';
import { ClassCountsTable } from '../components/class-counts-table';
import { GiveBadgeModal } from '../components/give-badge-modal';
import { badgePath, leaderboardPath } from '../paths';

/** A class's rewards for its teacher: each student's XP, badges and streak, and badges by hand. */
export function ClassRewardsPage() {
  const classId = idParam(useParams().classId);
  if (classId === null) return <ClassNotFound />;
  return <ClassRewards classId={classId} />;
}

function ClassRewards({ classId }: { classId: number }) {
  const query = useTeacherCounts(classId);
  return (
    <QueryView
      query={query}
      loading="Loading the class's rewards…"
      failed="We could not load the class's rewards"
      notFound={<ClassNotFound />}
    >
      {(counts) => (
        <>
          <PageHeader
            title={`Rewards · ${counts.class_name}`}
            description="XP, badges and streaks of each student."
            actions={
              <Anchor component={Link} to={leaderboardPath(classId)} size="sm">
                See the leaderboard
              </Anchor>
            }
          />
          {counts.students.length === 0 ? (
            <EmptyState
              title={`No students in ${counts.class_name} yet`}
              description="Students appear here once the school places them in the class."
            />
          ) : (
            <CountsBody counts={counts} />
          )}
        </>
      )}
    </QueryView>
  );
}

/** Bars are labelled short, as a phone has room for; the table beside has the whole name. */
const chartName = (student: StudentCounts) =>
  `${student.first_name.slice(0, 12)} ${student.last_name.slice(0, 1)}.`;

function CountsBody({ counts }: { counts: TeacherCounts }) {
  const [giving, setGiving] = useState<StudentCounts | null>(null);
  return (
    <Stack gap="lg">
      <ClassCountsTable students={counts.students} onGive={setGiving} />
      <Card withBorder radius="md" padding="md">
        <ChartFigure
          caption="XP of each student"
          table={{
            columns: ['Student', 'XP in all', 'XP this week'],
            rows: counts.students.map((s) => ({
              key: s.user_token,
              cells: [fullName(s), s.total_xp_points, s.week_xp_points],
            })),
          }}
          chart={
            <RowBarChart
              rowHeight={48}
              minHeight={140}
              labelWidth={90}
              data={counts.students.map((s) => ({
                name: chartName(s),
                total: s.total_xp_points,
                week: s.week_xp_points,
              }))}
              dataKey="name"
              series={[
                { name: 'total', label: 'XP in all', color: 'orange.8' },
                { name: 'week', label: 'XP this week', color: 'teal.8' },
              ]}
              withLegend
            />
          }
        />
      </Card>
      <section aria-labelledby="badge-totals">
        <Title order={2} size="h4" id="badge-totals" mb="xs">
          Badges in the class
        </Title>
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" p={0} m={0}>
          {counts.badges.map((badge) => (
            <Group
              component="li"
              key={badge.code}
              gap="sm"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
            >
              <BadgeArt code={badge.code} size={32} muted={badge.holder_count === 0} />
              <Text size="sm">
                <Anchor component={Link} to={badgePath(badge.code, counts.class_id)}>
                  {badge.name}
                </Anchor>
                : {countOf(badge.holder_count, 'student')}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </section>
      {giving ? (
        <GiveBadgeModal
          classId={counts.class_id}
          student={giving}
          onClose={() => setGiving(null)}
        />
      ) : null}
    </Stack>
  );
}
