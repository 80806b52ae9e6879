import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useClassAssignments } from '../api/get-class-assignments';
import { ActivityStatsCard } from '../components/completion/activity-stats-card';
import { StudentCompletionCard } from '../components/completion/student-completion-card';
import { DueDateText } from '../components/shared/due-date-text';
import { dueMarkOf } from '../utils/due-mark';

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Who has and has not completed one assignment of a class, with each activity's progress. */
export function AssignmentCompletionPage() {
  const params = useParams();
  const classId = positiveId(params.classId);
  const assignmentId = positiveId(params.assignmentId);
  if (classId === null || assignmentId === null) {
    return <EmptyState title="There is no such assignment" />;
  }
  return <Completion classId={classId} assignmentId={assignmentId} />;
}

function Completion({ classId, assignmentId }: { classId: number; assignmentId: number }) {
  const list = useClassAssignments(classId);
  const back = (
    <Anchor component={Link} to="/dashboard" size="sm">
      Back to the dashboard
    </Anchor>
  );
  if (list.isPending) return <LoadingState label="Loading the assignment…" />;
  if (list.isError) {
    return (
      <ErrorState
        title="We could not load the assignment"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const item = list.data.results.find((entry) => entry.assignment_id === assignmentId);
  if (!item) {
    return (
      <Stack>
        <EmptyState
          title="There is no such assignment"
          description={`It may have been cancelled, or it belongs to another class than ${list.data.class_name}.`}
        />
        {back}
      </Stack>
    );
  }
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
        actions={back}
      />
      <Stack gap="lg">
        <DueDateText date={item.due_date} mark={dueMarkOf(item)} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <StudentCompletionCard assignmentId={assignmentId} />
          <ActivityStatsCard assignmentId={assignmentId} />
        </SimpleGrid>
      </Stack>
    </>
  );
}
