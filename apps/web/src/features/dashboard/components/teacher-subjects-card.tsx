import { Badge, Group, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import { useTeacherSubjects } from '../../accounts';

export function TeacherSubjectsCard() {
  const subjects = useTeacherSubjects();
  return (
    <SectionCard title="Subjects you teach">
      {subjects.isPending ? (
        <LoadingState label="Loading your subjects…" />
      ) : subjects.isError ? (
        <ErrorState
          title="We could not load your subjects"
          message={errorMessage(subjects.error)}
          onRetry={() => void subjects.refetch()}
        />
      ) : subjects.data.results.length === 0 ? (
        <EmptyState title="No subjects yet" description="Subjects appear once you have a class." />
      ) : (
        <Stack gap="sm" data-testid="teacher-subjects">
          {subjects.data.results.map((subject) => (
            <div key={subject.subject_id}>
              <Text fw={600}>{subject.subject_name}</Text>
              <Group gap={6} mt={4}>
                {subject.classes.map((item) => (
                  <Badge key={item.teacher_assign_id} variant="outline">
                    {item.class_name}
                  </Badge>
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
