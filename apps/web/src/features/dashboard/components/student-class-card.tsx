import type { Profile } from '@kitlab/contract';
import { gradeFromClassName } from '@kitlab/domain';
import { Badge, Group, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';

export function StudentClassCard({ classes }: { classes: Profile['student_class'] }) {
  const current = classes[0];
  const grade = current ? gradeFromClassName(current.class_name) : null;
  return (
    <SectionCard title="Your class">
      {current ? (
        <div data-testid="student-class">
          <Group gap="xs">
            <Text fz={28} fw={700}>
              {current.class_name}
            </Text>
            {grade !== null ? <Badge variant="light">Grade {grade}</Badge> : null}
          </Group>
          <Text c="dimmed" size="sm">
            {current.school_name}
          </Text>
        </div>
      ) : (
        <EmptyState
          title="You are not in a class yet"
          description="Your teacher or school will add you to your class."
        />
      )}
    </SectionCard>
  );
}
