import type { assignments } from '@kitlab/contract';
import { BarChart } from '@mantine/charts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { ChartFigure } from '../../../../components/ui/chart-figure';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryView } from '../../../../components/ui/query-view';
import { SectionCard } from '../../../../components/ui/section-card';
import { type ActivityStat, useActivityStats } from '../../api/get-activity-stats';
import { ActivitySubmissions } from './activity-submissions';

const SERIES = [
  { name: 'submitted', label: 'Submitted', color: 'teal.8' },
  { name: 'in_progress', label: 'In progress', color: 'yellow.6' },
  { name: 'not_started', label: 'Not started', color: 'gray.5' },
];

function meanScore(stat: ActivityStat): string {
  return stat.average_percentage === null ? '–' : `${Math.round(stat.average_percentage)}%`;
}

/** Per activity: how far the class has got, as stacked bars and a table; then who submitted. */
export function ActivityStatsCard({ assignment }: { assignment: assignments.Assignment }) {
  const stats = useActivityStats(assignment.assignment_id);
  return (
    <SectionCard title="Activities">
      <QueryView
        query={stats}
        loading="Loading the activities…"
        failed="We could not load the activities"
      >
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState title="This assignment covers no activities" />
          ) : (
            <ActivityStatsView assignment={assignment} results={data.results} />
          )
        }
      </QueryView>
    </SectionCard>
  );
}

function ActivityStatsView({
  assignment,
  results,
}: {
  assignment: assignments.Assignment;
  results: ActivityStat[];
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const only = results.length === 1 ? results[0] : undefined;
  const activityId = chosen ?? (only ? String(only.activity_id) : null);
  return (
    <>
      <ChartFigure
        caption="Students by progress, per activity"
        showTable
        chart={
          <BarChart
            h={Math.max(120, results.length * 48 + 60)}
            data={results}
            dataKey="title"
            type="stacked"
            orientation="vertical"
            series={SERIES}
            withLegend
            withTooltip={false}
            yAxisProps={{ width: 110 }}
            xAxisProps={{ allowDecimals: false }}
            barChartProps={{ accessibilityLayer: false }}
          />
        }
        table={{
          columns: ['Activity', 'Submitted', 'In progress', 'Not started', 'Mean score'],
          rows: results.map((stat) => ({
            key: String(stat.activity_id),
            cells: [
              stat.title,
              stat.submitted,
              stat.in_progress,
              stat.not_started,
              meanScore(stat),
            ],
          })),
        }}
      />
      {only ? null : (
        <Select
          mt="md"
          label="Who has submitted an activity"
          placeholder="Choose an activity"
          data={results.map((stat) => ({ value: String(stat.activity_id), label: stat.title }))}
          value={activityId}
          onChange={setChosen}
          allowDeselect={false}
        />
      )}
      {activityId ? (
        <ActivitySubmissions assignment={assignment} activityId={Number(activityId)} />
      ) : null}
    </>
  );
}
