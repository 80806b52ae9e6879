import type { Profile } from '@kitlab/contract';
import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { LoadingState } from '../../../components/ui/loading-state';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import {
  DueCalendarCard,
  StudentAssignments,
  StudentDueItem,
  useStudentListsReady,
} from '../../assignments';
import { StudentClassCard } from './student-class-card';
import { StudentTeachersCard } from './student-teachers-card';

export function StudentHome({ profile }: { profile: Profile }) {
  const listsReady = useDrawnInSlices(useStudentListsReady());
  if (!listsReady) return <LoadingState label="Loading your dashboard…" />;
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <StudentAssignments />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DueCalendarCard renderItem={(item) => <StudentDueItem item={item} />} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <StudentClassCard classes={profile.student_class} />
        <StudentTeachersCard teachers={profile.student_teachers} />
      </SimpleGrid>
    </Stack>
  );
}
