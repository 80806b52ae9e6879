import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { RecordNotFound } from '../../../components/ui/record-not-found';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-error';
import { useSchoolHolidays } from '../api/get-school-holidays';
import { AddBreakForm } from '../components/add-break-form';
import { HolidayBreakItem } from '../components/holiday-break-item';
import { HOLIDAYS_PATH } from '../paths';

/** One school's breaks, kept by its administrators: streaks are not broken on them (decision 0034). */
export function SchoolHolidaysPage() {
  const { schoolToken = '' } = useParams();
  const holidays = useSchoolHolidays(schoolToken);
  if (isApiError(holidays.error) && holidays.error.status === 404) {
    return (
      <RecordNotFound
        title="There is no such school"
        description="It may not exist, or you do not manage it."
      />
    );
  }
  return (
    <>
      <PageHeader
        title={holidays.data ? `Holidays of ${holidays.data.name}` : 'School holidays'}
        description="Days the school is closed. A student's streak is not broken on a holiday or a weekend."
      />
      <QueryView
        query={holidays}
        loading="Loading the holidays…"
        failed="We could not load the holidays"
      >
        {(data) => (
          <Stack gap="lg" maw={720}>
            <SectionCard
              title="Breaks"
              aside={`${data.breaks.length} ${data.breaks.length === 1 ? 'break' : 'breaks'}`}
            >
              {data.breaks.length === 0 ? (
                <EmptyState
                  title="No holidays yet"
                  description="Add the school's breaks below, such as half terms and the summer holidays."
                />
              ) : (
                <Stack gap="sm" data-testid="holiday-breaks">
                  {data.breaks.map((holiday, index) => (
                    <Fragment key={holiday.from}>
                      {index > 0 ? <Divider /> : null}
                      <HolidayBreakItem schoolToken={schoolToken} holiday={holiday} />
                    </Fragment>
                  ))}
                </Stack>
              )}
              <Text size="xs" c="dimmed" mt="md">
                Dates are days in the school's time zone ({data.time_zone}).
              </Text>
            </SectionCard>
            <SectionCard title="Add a break">
              <AddBreakForm schoolToken={schoolToken} />
            </SectionCard>
            <Anchor component={Link} to={HOLIDAYS_PATH} size="sm">
              All your schools' holidays
            </Anchor>
          </Stack>
        )}
      </QueryView>
    </>
  );
}
