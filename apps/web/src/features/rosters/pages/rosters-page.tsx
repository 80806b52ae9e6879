import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { useAccountSettings } from '../../accounts';
import { ExportCard } from '../components/export-card';
import { ImportCard } from '../components/import-card';

/** Administrators bring rosters in from their student information system and take them out. */
export function RostersPage() {
  const settings = useAccountSettings();
  return (
    <>
      <PageHeader
        title="Rosters"
        description="Schools, classes and users from your student information system, as OneRoster 1.2 CSV bundles."
      />
      <Stack gap="lg">
        <ImportCard />
        <QueryView
          query={settings}
          loading="Loading your schools…"
          failed="We could not load your schools"
        >
          {(profile) => (
            <ExportCard schools={profile.schools} districtName={profile.district_name} />
          )}
        </QueryView>
      </Stack>
    </>
  );
}
