import type { Profile } from '@kitlab/contract';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';

export function StudentTeachersCard({ teachers }: { teachers: Profile['student_teachers'] }) {
  return (
    <SectionCard title="Your teachers" aside={`${teachers.length}`}>
      {teachers.length === 0 ? (
        <EmptyState
          title="No teachers yet"
          description="Teachers appear here once they teach your class."
        />
      ) : (
        <Stack gap="sm" data-testid="student-teachers">
          {teachers.map((teacher) => (
            <Group key={teacher.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>
                  {teacher.teacher_first_name} {teacher.teacher_last_name}
                </Text>
                <Anchor href={`mailto:${teacher.teacher_email}`} size="sm">
                  {teacher.teacher_email}
                </Anchor>
              </div>
              <Badge variant="light">{teacher.subject_name}</Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
