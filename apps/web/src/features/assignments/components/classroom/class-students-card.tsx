import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SectionCard } from '../../../../components/ui/section-card';
import { fullName } from '../../../../lib/full-name';
import { responsePath } from '../../../../lib/paths/activities';
import type { ClassStudent, ClassSummary } from '../../api/get-class-summary';
import { formatDate, toDateString } from '../../utils/dates';
import { CompletionBar } from '../shared/completion-bar';

/** The class's students by name: how much of its work each completed, and their latest work. */
export function ClassStudentsCard({ summary }: { summary: ClassSummary }) {
  const assignmentCount = summary.results.length;
  return (
    <SectionCard title="Students" aside={`${summary.student_count} in the class`}>
      {summary.students.length === 0 ? (
        <EmptyState
          title="This class has no students yet"
          description="When your school places students in it, they appear here."
        />
      ) : (
        <List listStyleType="none" spacing="md" data-testid="class-students">
          {summary.students.map((student) => (
            <List.Item key={student.user_token}>
              <StudentRow
                student={student}
                classId={summary.class_id}
                assignmentCount={assignmentCount}
              />
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

function StudentRow({
  student,
  classId,
  assignmentCount,
}: {
  student: ClassStudent;
  classId: number;
  assignmentCount: number;
}) {
  const name = fullName(student);
  const latest = student.latest_work;
  return (
    <Stack gap={4} data-testid="class-student">
      {latest ? (
        <Anchor
          component={Link}
          to={responsePath({
            kitToken: latest.kit_token,
            activityId: latest.activity_id,
            classId,
            answerHeaderId: latest.answer_header_id,
          })}
          fw={600}
          aria-label={`${name}: latest work, ${latest.title}`}
        >
          {name}
        </Anchor>
      ) : (
        <Text fw={600}>{name}</Text>
      )}
      <Text size="xs" c="dimmed">
        {latest
          ? `Latest work: ${latest.title}, handed in ${formatDate(toDateString(new Date(latest.submitted_at)))}`
          : 'Nothing handed in yet'}
      </Text>
      <CompletionBar
        completed={student.completed_assignments}
        total={assignmentCount}
        label="assignments completed"
      />
    </Stack>
  );
}
