import type { Profile } from '@kitlab/contract';
import { SimpleGrid } from '@mantine/core';
import { StudentClassCard } from './student-class-card';
import { StudentTeachersCard } from './student-teachers-card';

export function StudentHome({ profile }: { profile: Profile }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <StudentClassCard classes={profile.student_class} />
      <StudentTeachersCard teachers={profile.student_teachers} />
    </SimpleGrid>
  );
}
