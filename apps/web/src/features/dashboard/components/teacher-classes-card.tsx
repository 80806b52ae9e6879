import type { Profile } from '@kitlab/contract';
import { gradeFromClassName, teacherClassLabel } from '@kitlab/domain';
import { Anchor, Badge, Group, List } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { classroomPath } from '../../assignments';
import { gradebookPath } from '../../gradebook';
import { classRewardsPath } from '../../rewards';

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
                  <Anchor component={Link} to={classroomPath(item.class_id)} fw={500}>
                    {teacherClassLabel(item.class_name, item.class_subject_name)}
                  </Anchor>
                  <Group gap="xs" wrap="nowrap">
                    {grade !== null ? (
                      <Badge variant="light" color="gray">
                        Grade {grade}
                      </Badge>
                    ) : null}
                    <Anchor
                      component={Link}
                      to={gradebookPath(item.class_id)}
                      size="sm"
                      aria-label={`Gradebook of ${item.class_name}`}
                    >
                      Gradebook
                    </Anchor>
                    <Anchor
                      component={Link}
                      to={classRewardsPath(item.class_id)}
                      size="sm"
                      aria-label={`Rewards of ${item.class_name}`}
                    >
                      Rewards
                    </Anchor>
                  </Group>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
