import { countOf } from '@kitlab/domain';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { useClassWorkInvalidation } from '../../live';
import { type LiveDashboard, useLiveDashboard } from '../api/get-live-dashboard';
import { liveReportKeys } from '../api/keys';
import { OpenWorkCard } from '../components/open-work-card';
import { type ClassOpenWork, openWorkByClass } from '../utils/report-order';

/** The teacher's open work across their classes, kept current while students work. */
export function LiveDashboardPage() {
  const query = useLiveDashboard();
  const classIds = [...new Set(query.data?.entries.map((entry) => entry.class_id) ?? [])];
  useClassWorkInvalidation(classIds, liveReportKeys.dashboard());
  return (
    <>
      <PageHeader
        title="Live reports"
        description="Your open work in every class, updated as students work."
      />
      <QueryView
        query={query}
        loading="Loading your open work…"
        failed="We could not load your open work"
      >
        {(dashboard) => <OpenWork dashboard={dashboard} />}
      </QueryView>
    </>
  );
}

function OpenWork({ dashboard }: { dashboard: LiveDashboard }) {
  if (dashboard.entries.length === 0) {
    return (
      <Stack align="center" gap="xs">
        <EmptyState
          title="No open work"
          description="Work you assign to your classes shows here while it is open, with who is working on it."
        />
        <Anchor component={Link} to="/my-library" size="sm">
          Find a kit in the library
        </Anchor>
      </Stack>
    );
  }
  const now = Date.parse(dashboard.now);
  return (
    <Stack gap="lg" data-testid="live-dashboard">
      {openWorkByClass(dashboard.entries).map((work) => (
        <ClassWork key={work.classId} work={work} now={now} />
      ))}
    </Stack>
  );
}

function ClassWork({ work, now }: { work: ClassOpenWork; now: number }) {
  const headingId = `open-work-${work.classId}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {work.className}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {countOf(work.outOf, 'student')} · {countOf(work.entries.length, 'activity', 'activities')}{' '}
        open
      </Text>
      {work.outOf === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No students in {work.className} yet: figures appear once the school places them in the
          class.
        </Text>
      ) : null}
      <Stack gap="sm">
        {work.entries.map((entry) => (
          <OpenWorkCard
            key={`${entry.assignment_id}-${entry.activity_id}`}
            entry={entry}
            now={now}
          />
        ))}
      </Stack>
    </Card>
  );
}
