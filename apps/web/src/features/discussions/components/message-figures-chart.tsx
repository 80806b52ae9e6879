import { Card, Text, Title } from '@mantine/core';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { QueryView } from '../../../components/ui/query-view';
import { RowBarChart } from '../../../components/ui/row-bar-chart';
import { useMessageAnalytics } from '../api/get-message-analytics';

const SHORT_TITLE = 18;
const shorten = (title: string) =>
  title.length > SHORT_TITLE ? `${title.slice(0, SHORT_TITLE - 1)}…` : title;

/** A class's questions on each quest: answered and waiting as bars, with the numbers in a table. */
export function MessageFiguresChart({ classId }: { classId: number }) {
  const query = useMessageAnalytics(classId);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="message-figures">
      <Title order={2} size="h5" id="message-figures" mb={4}>
        Questions answered
      </Title>
      <QueryView
        query={query}
        loading="Loading the figures…"
        failed="We could not load the figures"
      >
        {({ results }) =>
          results.length === 0 ? (
            <Text size="sm" c="dimmed">
              No messages in this class yet.
            </Text>
          ) : (
            <ChartFigure
              caption="Students' messages by quest"
              table={{
                columns: ['Quest', 'Messages', 'Answered', 'Waiting', 'Average reply (min)'],
                rows: results.map((r) => ({
                  key: String(r.activity_id),
                  cells: [
                    r.quest_title,
                    r.messages,
                    r.answered,
                    r.waiting,
                    r.average_reply_minutes ?? '–',
                  ],
                })),
              }}
              chart={
                <RowBarChart
                  rowHeight={44}
                  labelWidth={130}
                  data={results.map((r) => ({
                    quest: shorten(r.quest_title),
                    answered: r.answered,
                    waiting: r.waiting,
                  }))}
                  dataKey="quest"
                  type="stacked"
                  series={[
                    { name: 'answered', label: 'Answered', color: 'teal.8' },
                    { name: 'waiting', label: 'Waiting', color: 'orange.8' },
                  ]}
                  withLegend
                />
              }
            />
          )
        }
      </QueryView>
    </Card>
  );
}
