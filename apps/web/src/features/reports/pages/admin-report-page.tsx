import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { StatCard } from '../../../components/ui/stat-card';
import { errorMessage } from '../../../lib/api-error';
import { useAccountSettings } from '../../accounts';
import { FEATURES_PATH } from '../../organisations';
import { AdminReportCard } from '../components/admin-report-card';
import { FiguresFreshnessCard } from '../components/figures-freshness-card';
import { SchoolsCard } from '../components/schools-card';

/** Home of administrators and district users (spec section 6). */
export function AdminReportPage() {
  const settings = useAccountSettings();
  const district = settings.data?.district_name;
  return (
    <>
      <PageHeader
        title="Admin report"
        description={district ? `District: ${district}` : 'Your schools at a glance.'}
      />
      {settings.isPending ? (
        <LoadingState label="Loading your schools…" />
      ) : settings.isError ? (
        <ErrorState
          title="We could not load your schools"
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <StatCard label="Schools" value={settings.data.schools.length} />
            <StatCard label="District" value={settings.data.district_name ?? '—'} />
          </SimpleGrid>
          <AdminReportCard />
          <SchoolsCard schools={settings.data.schools} />
          <SectionCard title="Features">
            <Text size="sm">
              Push notifications and the learning companion are switched on or off for the whole
              district or for one school.{' '}
              <Anchor component={Link} to={FEATURES_PATH}>
                Manage features
              </Anchor>
            </Text>
          </SectionCard>
          <FiguresFreshnessCard />
        </Stack>
      )}
    </>
  );
}
