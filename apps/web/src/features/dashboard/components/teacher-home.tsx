import type { Profile } from '@kitlab/contract';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../../components/ui/stat-card';
import { TeacherClassesCard } from './teacher-classes-card';
import { TeacherSubjectsCard } from './teacher-subjects-card';

export function TeacherHome({ profile }: { profile: Profile }) {
  const classes = profile.teacher_classes;
  const subjects = new Set(classes.map((item) => item.class_subject_name));
  const rooms = new Set(classes.map((item) => item.class_id));
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} mb="lg">
        <StatCard label="Classes taught" value={classes.length} />
        <StatCard label="Subjects" value={subjects.size} />
        <StatCard label="Class groups" value={rooms.size} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TeacherClassesCard classes={classes} />
        <TeacherSubjectsCard />
      </SimpleGrid>
    </>
  );
}
