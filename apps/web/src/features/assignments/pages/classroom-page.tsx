import { Anchor, Grid, SimpleGrid } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordNotFound } from '../../../components/ui/record-not-found';
import { StatCard } from '../../../components/ui/stat-card';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { useClassSummary } from '../api/get-class-summary';
import { ClassStudentsCard } from '../components/classroom/class-students-card';
import { ClassWorkCard } from '../components/classroom/class-work-card';

function ClassNotFound() {
  return (
    <RecordNotFound
      title="We could not find this class"
      description="It may not exist, or it is not one you teach."
    />
  );
}

/** /classes/:classId: the classroom list, a class's students and their work. */
export function ClassroomPage() {
  const classId = idParam(useParams().classId);
  if (classId === null) return <ClassNotFound />;
  return <Classroom classId={classId} />;
}

function Classroom({ classId }: { classId: number }) {
  const summary = useClassSummary(classId);
  if (summary.isPending) return <LoadingState label="Loading the class…" />;
  if (summary.isError) {
    if (isApiError(summary.error) && summary.error.status === 404) return <ClassNotFound />;
    return (
      <ErrorState
        title="We could not load the class"
        message={errorMessage(summary.error)}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const data = summary.data;
  return (
    <>
      <PageHeader
        title={data.class_name}
        description="Your class's students and the work you gave them"
        actions={
          <Anchor component={Link} to="/dashboard" size="sm">
            Back to the dashboard
          </Anchor>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} mb="lg">
        <StatCard label="Students" value={data.student_count} />
        <StatCard label="Open assignments" value={data.open_assignments} />
        <StatCard label="Completion" value={`${Math.round(data.completion_percentage)}%`} />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ClassStudentsCard summary={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ClassWorkCard classId={classId} />
        </Grid.Col>
      </Grid>
    </>
  );
}
