import type { reports } from '@kitlab/contract';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { SectionCard } from '../../../components/ui/section-card';
import { useAdminReport } from '../api/get-admin-report';
import { useReportFilters } from '../hooks/use-report-filters';
import { hasAnyWork } from '../utils/figure-words';
import { figuresAsOf } from '../utils/figures-as-of';
import { chooseFilter, reportFilters, toReportFilters } from '../utils/report-filters';
import { BreakdownFigure } from './breakdown-figure';
import { ReportExportButtons } from './report-export-buttons';
import { ReportFiltersBar } from './report-filters-bar';
import { ReportSearch } from './report-search';
import { ReportTotals } from './report-totals';
import { WeekCharts } from './week-charts';

/**
 * The administrators' report (spec sections 3, 4 and 6): the filters, kept in the address; the
 * figures of the scope they choose; the same by each level below, drilled into from a bar or a
 * row; week by week; and the view as a file.
 */
export function AdminReportCard() {
  const { filters, choose, show, isFiltered } = useReportFilters();
  const query = toReportFilters(filters);
  const report = useAdminReport(query);
  const drillSearch = (group: reports.ReportGroup) =>
    group.drill
      ? `?${reportFilters.write(reportFilters.change(filters, chooseFilter(group.drill, group.key)))}`
      : '';
  return (
    <SectionCard title="Reports" aside={report.data ? figuresAsOf(report.data.as_of) : undefined}>
      <QueryView
        query={report}
        loading="Loading the report…"
        failed="We could not load the report"
        notFound={
          <Stack align="center" gap="xs">
            <EmptyState
              title="This view is not one of your schools’"
              description="A school, class or teacher in the address is not among those you manage."
            />
            <Button variant="default" size="sm" onClick={() => show({})}>
              Show all your schools
            </Button>
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="lg" data-testid="admin-report" aria-busy={report.isPlaceholderData}>
            <ReportSearch onShow={show} />
            <ReportFiltersBar options={data.filters} filters={filters} onChoose={choose} />
            <Group justify="space-between" align="center" wrap="wrap" gap="xs">
              <Text fw={600} data-testid="report-scope">
                {data.scope.name}
                {report.isPlaceholderData ? (
                  <Loader size="xs" ml="xs" aria-label="Updating the report" />
                ) : null}
              </Text>
              <Group gap="xs" wrap="wrap">
                {isFiltered ? (
                  <Button variant="subtle" size="sm" onClick={() => show({})}>
                    Clear filters
                  </Button>
                ) : null}
                <ReportExportButtons filters={query} report={data} />
              </Group>
            </Group>
            {hasAnyWork(data) ? (
              <ReportFigures
                report={data}
                drillSearch={drillSearch}
                onDrill={(group) => {
                  if (group.drill) choose(group.drill, group.key);
                }}
              />
            ) : (
              <EmptyState
                title="No work yet"
                description={`No work has been given in ${data.scope.name} this school year, so there are no figures yet. They appear once teachers assign work.`}
              />
            )}
          </Stack>
        )}
      </QueryView>
    </SectionCard>
  );
}

function ReportFigures({
  report,
  drillSearch,
  onDrill,
}: {
  report: reports.AdminReport;
  drillSearch: (group: reports.ReportGroup) => string;
  onDrill: (group: reports.ReportGroup) => void;
}) {
  return (
    <>
      <ReportTotals totals={report.totals} />
      {report.breakdowns
        .filter((breakdown) => breakdown.groups.length > 0)
        .map((breakdown) => (
          <BreakdownFigure
            key={breakdown.level}
            breakdown={breakdown}
            drillSearch={drillSearch}
            onDrill={onDrill}
          />
        ))}
      <WeekCharts weeks={report.weeks} />
    </>
  );
}
