import { Stack } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { SectionCard } from '../../../components/ui/section-card';
import { useFeatureSettings } from '../api/get-feature-settings';
import { DistrictFeaturesCard } from '../components/district-features-card';
import { SchoolFeaturesTable } from '../components/school-features-table';

/** Administrators switch features for their district and the schools they manage (decision 0024). */
export function FeaturesPage() {
  const settings = useFeatureSettings();
  return (
    <>
      <PageHeader
        title="Features"
        description="A school follows its district's setting unless it has its own."
      />
      <QueryView
        query={settings}
        loading="Loading features…"
        failed="We could not load the features"
      >
        {(data) => (
          <Stack gap="lg">
            {data.district ? <DistrictFeaturesCard district={data.district} /> : null}
            <SectionCard
              title="Schools"
              aside={`${data.schools.length} ${data.schools.length === 1 ? 'school' : 'schools'}`}
            >
              {data.schools.length === 0 ? (
                <EmptyState
                  title="No schools yet"
                  description="Schools you administer will be listed here."
                />
              ) : (
                <SchoolFeaturesTable settings={data} />
              )}
            </SectionCard>
          </Stack>
        )}
      </QueryView>
    </>
  );
}
