import { countOf } from '@kitlab/domain';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ClassNotFound } from '../../../components/ui/class-not-found';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { idParam } from '../../../lib/id-param';
import { ClassReportLinks } from '../../report-tables';
import { type Gradebook, useGradebook } from '../api/get-gradebook';
import { ClassAveragesChart } from '../components/class-averages-chart';
import { DownloadCsvButton } from '../components/download-csv-button';
import { GradebookTable } from '../components/gradebook-table';

/** A class's gradebook: every student's status and score at every activity assigned to it. */
export function GradebookPage() {
  const classId = idParam(useParams().classId);
  if (classId === null) return <ClassNotFound />;
  return <ClassGradebook classId={classId} />;
}

function ClassGradebook({ classId }: { classId: number }) {
  const query = useGradebook(classId);
  return (
    <QueryView
      query={query}
      loading="Loading the gradebook…"
      failed="We could not load the gradebook"
      notFound={<ClassNotFound />}
    >
      {(grid) => (
        <>
          <PageHeader
            title={`Gradebook · ${grid.class_name}`}
            description={`${countOf(grid.rows.length, 'student')} · ${countOf(grid.columns.length, 'activity', 'activities')}`}
            actions={
              <Group gap="sm">
                <Anchor component={Link} to="/dashboard" size="sm">
                  Back to the dashboard
                </Anchor>
                <ClassReportLinks classId={grid.class_id} />
                <DownloadCsvButton grid={grid} />
              </Group>
            }
          />
          <GradebookBody grid={grid} />
        </>
      )}
    </QueryView>
  );
}

function GradebookBody({ grid }: { grid: Gradebook }) {
  if (grid.rows.length === 0) {
    return (
      <EmptyState
        title={`No students in ${grid.class_name} yet`}
        description="Students appear here once the school places them in the class."
      />
    );
  }
  if (grid.columns.length === 0) {
    return (
      <Stack align="center" gap="xs">
        <EmptyState
          title={`Nothing assigned to ${grid.class_name} yet`}
          description="Each activity you assign to the class becomes a column here."
        />
        <Anchor component={Link} to="/my-library" size="sm">
          Find a kit in the library
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <GradebookTable grid={grid} />
      <ClassAveragesChart grid={grid} />
    </Stack>
  );
}
