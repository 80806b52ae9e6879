import { Card, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { RowBarChart } from '../../../components/ui/row-bar-chart';
import type { QuizQuestion } from '../api/get-quiz-details';
import { shareWords } from '../utils/report-words';

/**
 * Each question's share right as bars, the most missed first, with the same figures in a table
 * for screen readers (and on screen, for those who would rather read the numbers).
 */
export function ShareRightChart({
  questions,
  numbers,
  outOf,
}: {
  questions: readonly QuizQuestion[];
  /** Each question's number in the quiz, by id. */
  numbers: ReadonlyMap<number, number>;
  outOf: number;
}) {
  const numberOf = (q: QuizQuestion) => numbers.get(q.activity_detail_id) ?? 0;
  const [showTable, setShowTable] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="share-right">
      <Title order={2} size="h4" id="share-right" mb={4}>
        Share right
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Percentage of the class's {outOf} students who answered each question right; the most missed
        first.
      </Text>
      <Switch
        mb="sm"
        label="Show the figures as a table"
        checked={showTable}
        onChange={(event) => setShowTable(event.currentTarget.checked)}
      />
      <ChartFigure
        caption="Share right by question (%)"
        showTable={showTable}
        table={{
          columns: ['Question', 'Right (%)', 'Right', 'Answered', 'Out of'],
          rows: questions.map((q) => ({
            key: String(q.activity_detail_id),
            cells: [
              `Question ${numberOf(q)}`,
              shareWords(q.share_right),
              q.right,
              q.answered,
              q.out_of,
            ],
          })),
        }}
        chart={
          <RowBarChart
            rowHeight={34}
            labelWidth={44}
            data={questions.map((q) => ({
              question: `Q${numberOf(q)}`,
              right: q.share_right ?? 0,
            }))}
            dataKey="question"
            series={[{ name: 'right', label: 'Right (%)', color: 'blue.8' }]}
            withBarValueLabel
            valueFormatter={(value) => `${value}%`}
            xAxisProps={{ domain: [0, 100] }}
          />
        }
      />
    </Card>
  );
}
