import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordNotFound } from '../../../components/ui/record-not-found';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { useClassAssignments } from '../api/get-class-assignments';
import { ActivityStatsCard } from '../components/completion/activity-stats-card';
import { StudentCompletionCard } from '../components/completion/student-completion-card';
import { DueDateText } from '../components/shared/due-date-text';
import { classroomPath } from '../paths';
import { dueMarkOf } from '../utils/due-mark';

function AssignmentNotFound() {
  return (
    <RecordNotFound
      title="We could not find this assignment"
      description="It may have been cancelled, or it belongs to a class you do not teach."
    />
  );
}

/** Who has and has not completed one assignment of a class, with each activity's progress. */
export function AssignmentCompletionPage() {
  const params = useParams();
  const classId = idParam(params.classId);
  const assignmentId = idParam(params.assignmentId);
  if (classId === null || assignmentId === null) return <AssignmentNotFound />;
  return <Completion classId={classId} assignmentId={assignmentId} />;
}

function Completion({ classId, assignmentId }: { classId: number; assignmentId: number }) {
  const list = useClassAssignments(classId);
  if (list.isPending) return <LoadingState label="Loading the assignment…" />;
  if (list.isError) {
    if (isApiError(list.error) && list.error.status === 404) return <AssignmentNotFound />;
    return (
      <ErrorState
        title="We could not load the assignment"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const item = list.data.results.find((entry) => entry.assignment_id === assignmentId);
  if (!item) return <AssignmentNotFound />;
  const title = item.activity ? item.activity.title : item.kit_title;
  return (
    <>
      <PageHeader
        title={`${title} · ${item.class_name}`}
        description={
          <>
            {item.activity ? `${item.kit_title} · ` : ''}
            {item.subject_name ?? ''}
          </>
        }
        actions={
          <Anchor component={Link} to={classroomPath(classId)} size="sm">
            Back to {item.class_name}
          </Anchor>
        }
      />
      <Stack gap="lg">
        <DueDateText date={item.due_date} mark={dueMarkOf(item)} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <StudentCompletionCard assignment={item} />
          <ActivityStatsCard assignment={item} />
        </SimpleGrid>
      </Stack>
    </>
  );
}
