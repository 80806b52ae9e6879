import { Anchor, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { SectionCard } from '../../../components/ui/section-card';
import { useFeatureSettings } from '../api/get-feature-settings';
import { schoolHolidaysPath } from '../paths';

/** The schools an administrator keeps holidays for: straight to the one, or a choice of many. */
export function HolidaysPage() {
  const settings = useFeatureSettings();
  return (
    <QueryView
      query={settings}
      loading="Loading your schools…"
      failed="We could not load your schools"
    >
      {({ schools }) =>
        schools.length === 1 && schools[0] ? (
          <Navigate to={schoolHolidaysPath(schools[0].school_token)} replace />
        ) : (
          <>
            <PageHeader
              title="School holidays"
              description="Choose a school to see and change its breaks."
            />
            <SectionCard title="Schools">
              {schools.length === 0 ? (
                <EmptyState
                  title="No schools yet"
                  description="Schools you administer will be listed here."
                />
              ) : (
                <Stack gap="xs" data-testid="holiday-schools">
                  {schools.map((school) => (
                    <Anchor
                      key={school.school_token}
                      component={Link}
                      to={schoolHolidaysPath(school.school_token)}
                      style={{ overflowWrap: 'anywhere', minHeight: 24 }}
                    >
                      {school.name}
                    </Anchor>
                  ))}
                </Stack>
              )}
            </SectionCard>
          </>
        )
      }
    </QueryView>
  );
}
