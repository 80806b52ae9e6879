import type { Profile } from '@kitlab/contract';
import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { StatCard } from '../../../components/ui/stat-card';
import {
  DueCalendarCard,
  RecentAssignmentsCard,
  TeacherDueItem,
  YearlyCard,
} from '../../assignments';
import { LiveReportsCard } from './live-reports-card';
import { TeacherClassesCard } from './teacher-classes-card';
import { TeacherSubjectsCard } from './teacher-subjects-card';
import { ToMarkCard } from './to-mark-card';

export function TeacherHome({ profile }: { profile: Profile }) {
  const classes = profile.teacher_classes;
  const subjects = new Set(classes.map((item) => item.class_subject_name));
  const rooms = new Set(classes.map((item) => item.class_id));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard label="Classes taught" value={classes.length} />
        <StatCard label="Subjects" value={subjects.size} />
        <StatCard label="Class groups" value={rooms.size} />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RecentAssignmentsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <LiveReportsCard />
            <ToMarkCard />
            <DueCalendarCard renderItem={(item) => <TeacherDueItem item={item} />} />
            <YearlyCard />
          </Stack>
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TeacherClassesCard classes={classes} />
        <TeacherSubjectsCard />
      </SimpleGrid>
    </Stack>
  );
}
