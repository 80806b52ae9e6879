import { Button, Group, Select, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useDownloadStaffReads } from '../api/download-staff-reads';
import { useRetention } from '../api/get-retention';
import { STAFF_READS_PER_PAGE, useStaffReads } from '../api/list-staff-reads';
import { type ChildrensDataView, staffReadsFilters } from '../utils/childrens-data-view';
import { StaffReadsTable } from './staff-reads-table';
import { StudentPicker } from './student-picker';

/** The schools the administrator manages, as retention lists them, for the school filter. */
function useSchoolOptions() {
  const retention = useRetention();
  return (retention.data?.settings ?? [])
    .filter((setting) => setting.kind === 'school')
    .map((school) => ({ value: school.organisation_token, label: school.name }));
}

/**
 * Who among the staff read which student's answers, uploads, messages or below-class reports:
 * newest first, filtered by student and school, and saved as CSV with the same filters.
 */
export function StaffReadsPanel({
  view,
  onChange,
}: {
  view: ChildrensDataView;
  onChange: (change: Partial<ChildrensDataView>) => void;
}) {
  const filters = staffReadsFilters(view);
  const reads = useStaffReads({ ...filters, page: view.page, per_page: STAFF_READS_PER_PAGE });
  const schools = useSchoolOptions();
  const download = useDownloadStaffReads();

  const exportCsv = () =>
    download.mutate(
      { filters, format: 'csv', fileName: 'staff-reads.csv' },
      { onError: (error) => showToast({ tone: 'danger', message: errorMessage(error) }) },
    );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <StudentPicker value={view.student} onChange={(student) => onChange({ student })} />
        <Select
          label="School"
          placeholder="All schools"
          clearable
          data={schools}
          value={view.school}
          onChange={(school) => onChange({ school })}
          w={{ base: '100%', sm: 240 }}
        />
        <Button variant="default" onClick={exportCsv} loading={download.isPending}>
          Export CSV
        </Button>
      </Group>
      <QueryView
        query={reads}
        loading="Loading staff reads…"
        failed="We could not load staff reads"
      >
        {(page) => (
          <>
            {page.results.length === 0 ? (
              <EmptyState
                title="No staff reads"
                description={
                  view.student || view.school
                    ? 'No one on the staff has read these records yet.'
                    : 'Reads of students’ answers, uploads, messages and reports appear here.'
                }
              />
            ) : (
              <StaffReadsTable reads={page.results} />
            )}
            <Pager
              page={view.page}
              perPage={STAFF_READS_PER_PAGE}
              count={page.count}
              label="Staff reads pages"
              onChange={(shown) => onChange({ page: shown })}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
