import type { assignments } from '@kitlab/contract';
import { Badge, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryView } from '../../../../components/ui/query-view';
import { SectionCard } from '../../../../components/ui/section-card';
import { fullName } from '../../../../lib/full-name';
import { type StudentsCompleted, useStudentsCompleted } from '../../api/get-students-completed';
import { formatDate, toDateString } from '../../utils/dates';
import { CompletionBar } from '../shared/completion-bar';
import { StudentWorkLink } from './student-work-link';

type Student = StudentsCompleted['results'][number];
type Assignment = assignments.Assignment;

/** Who in the class has completed the assignment, and who has not yet; a name opens their work. */
export function StudentCompletionCard({ assignment }: { assignment: Assignment }) {
  const students = useStudentsCompleted(assignment.assignment_id);
  return (
    <SectionCard title="Students">
      <QueryView query={students} loading="Loading the class…" failed="We could not load the class">
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState title="This class has no students" />
          ) : (
            <>
              <CompletionBar
                completed={data.progress.completed}
                total={data.progress.total}
                label="students completed"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
                <StudentList
                  title="Completed"
                  testId="students-completed"
                  students={data.results.filter((student) => student.completed)}
                  assignment={assignment}
                />
                <StudentList
                  title="Not completed yet"
                  testId="students-not-completed"
                  students={data.results.filter((student) => !student.completed)}
                  assignment={assignment}
                />
              </SimpleGrid>
            </>
          )
        }
      </QueryView>
    </SectionCard>
  );
}

function StudentList({
  title,
  students,
  testId,
  assignment,
}: {
  title: string;
  students: Student[];
  testId: string;
  assignment: Assignment;
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <Group gap="xs" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Badge variant="light" color="gray">
          {students.length}
        </Badge>
      </Group>
      {students.length === 0 ? (
        <Text size="sm" c="dimmed">
          No one
        </Text>
      ) : (
        <List listStyleType="none" spacing={6}>
          {students.map((student) => (
            <List.Item key={student.user_token}>
              <StudentWorkLink
                name={fullName(student)}
                work={student.work}
                kitToken={assignment.kit_token}
                classId={assignment.class_id}
              />
              <Text size="xs" c="dimmed">
                {student.submitted_activities} of {student.total_activities} activities submitted
                {student.completed_at
                  ? ` · ${formatDate(toDateString(new Date(student.completed_at)))}`
                  : ''}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
