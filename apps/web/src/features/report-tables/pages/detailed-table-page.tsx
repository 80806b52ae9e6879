import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ClassNotFound } from '../../../components/ui/class-not-found';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { type DetailedTable, useDetailedTable } from '../api/get-detailed-table';
import { AnswersTable } from '../components/answers-table';
import { ExportButtons } from '../components/export-buttons';
import classes from '../components/report-tables.module.css';
import { TableFiltersBar } from '../components/table-filters-bar';
import { useClassWorkRefresh } from '../hooks/use-class-work-refresh';
import { progressPath } from '../paths';
import {
  nextTableSort,
  TABLE_PER_PAGE,
  type TableFilters,
  tableFilters,
  toTableFilters,
  toTableQuery,
} from '../utils/table-filters';
import { unopenedActivities } from '../utils/unopened';

/** Students by questions, each cell the answer and its verdict; its view is in the address. */
export function DetailedTablePage() {
  const { filters, change } = useUrlFilters(tableFilters);
  return (
    <Stack gap="md">
      <PageHeader title="Answers table" description="Every student's answer to every question." />
      <TableFiltersBar filters={filters} onChange={change} />
      {filters.classId === null ? (
        <EmptyState
          title="Choose a class"
          description="The table shows the answers of the class you choose, question by question."
        />
      ) : (
        <ClassTable classId={filters.classId} filters={filters} onChange={change} />
      )}
    </Stack>
  );
}

function ClassTable({
  classId,
  filters,
  onChange,
}: {
  classId: number;
  filters: TableFilters;
  onChange: (change: Partial<TableFilters>) => void;
}) {
  const query = useDetailedTable(toTableQuery(filters));
  useClassWorkRefresh(classId);
  return (
    <QueryView
      query={query}
      loading="Loading the answers…"
      failed="We could not load the answers"
      notFound={<ClassNotFound />}
    >
      {(table) => (
        <Stack gap="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Anchor
              component={Link}
              to={progressPath(classId)}
              size="sm"
              className={classes.noPrint}
            >
              Progress of {table.class_name} by topic and week
            </Anchor>
            <ExportButtons
              filters={toTableFilters(filters) ?? { class_id: classId, sort: 'name', order: 'asc' }}
              className={table.class_name}
              activityTitle={
                filters.activityId
                  ? table.activities.find((a) => a.activity_id === filters.activityId)?.title
                  : undefined
              }
              disabled={table.students === 0 || table.activities.length === 0}
            />
          </Group>
          <TableBody table={table} filters={filters} onChange={onChange} />
        </Stack>
      )}
    </QueryView>
  );
}

function TableBody({
  table,
  filters,
  onChange,
}: {
  table: DetailedTable;
  filters: TableFilters;
  onChange: (change: Partial<TableFilters>) => void;
}) {
  if (table.students === 0) {
    return (
      <EmptyState
        title={`No students in ${table.class_name} yet`}
        description="Students appear here once the school places them in the class."
      />
    );
  }
  if (table.activities.length === 0) {
    return (
      <EmptyState
        title={
          filters.activityId || filters.from || filters.to
            ? 'No work matches these filters'
            : `Nothing assigned to ${table.class_name} yet`
        }
        description="Each question of the work you assign to the class becomes a column here."
      />
    );
  }
  const unopened = unopenedActivities(table);
  return (
    <Stack gap="sm">
      {unopened.length > 0 ? (
        <Alert color="gray" variant="light" title="Not opened yet">
          {`Nobody in ${table.class_name} has opened ${unopened.join(', ')} yet: every answer shows as "No answer" until someone does.`}
        </Alert>
      ) : null}
      <AnswersTable
        table={table}
        filters={filters}
        onSort={(by) => onChange(nextTableSort(filters, by))}
      />
      <Pager
        page={filters.page}
        perPage={TABLE_PER_PAGE}
        count={table.count}
        label="Answers table pages"
        onChange={(page) => onChange({ page })}
      />
    </Stack>
  );
}
