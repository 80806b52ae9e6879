import { ChartFigure } from '../../../components/ui/chart-figure';
import { ChartKey } from '../../../components/ui/chart-key';
import { RowBarChart } from '../../../components/ui/row-bar-chart';
import type { TopicDetails } from '../api/get-topic-details';
import { PROGRESS_STAGES, topicChartRows, topicTable } from '../utils/progress-chart-data';

/**
 * Each topic as one bar split by how far the work has got: for the class, every student at every
 * activity of the topic; for one student, their activities. The table says what each is out of.
 */
export function TopicProgressChart({ details }: { details: TopicDetails }) {
  const whose = details.student ? 'activities' : 'students × activities';
  return (
    <ChartFigure
      caption={`Progress by topic (${whose} at each stage)`}
      table={topicTable(details)}
      chart={
        <>
          <RowBarChart
            type="stacked"
            rowHeight={44}
            labelWidth={120}
            data={topicChartRows(details)}
            dataKey="topic"
            series={PROGRESS_STAGES.map((stage) => ({
              name: stage.code,
              label: stage.label,
              color: stage.color,
            }))}
            xAxisProps={{ allowDecimals: false }}
          />
          <ChartKey entries={PROGRESS_STAGES} />
        </>
      }
    />
  );
}
