import type { Profile } from '@kitlab/contract';
import { gradeFromClassName, teacherClassLabel } from '@kitlab/domain';
import { Badge, Group, List, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';

export function TeacherClassesCard({ classes }: { classes: Profile['teacher_classes'] }) {
  return (
    <SectionCard
      title="Your classes"
      aside={`${classes.length} ${classes.length === 1 ? 'class' : 'classes'}`}
    >
      {classes.length === 0 ? (
        <EmptyState
          title="No classes yet"
          description="When your school assigns you to a class, it appears here."
        />
      ) : (
        <List listStyleType="none" spacing="xs" data-testid="teacher-classes">
          {classes.map((item) => {
            const grade = gradeFromClassName(item.class_name);
            return (
              <List.Item key={item.teacher_assign_id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={500}>
                    {teacherClassLabel(item.class_name, item.class_subject_name)}
                  </Text>
                  {grade !== null ? (
                    <Badge variant="light" color="gray">
                      Grade {grade}
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
