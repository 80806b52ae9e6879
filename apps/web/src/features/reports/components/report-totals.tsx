import type { reports } from '@kitlab/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { activeWords, averageWords, handInWords, percentWords } from '../utils/figure-words';

/** One figure of the scope, large enough to read from the back of a room, with what it is of. */
function FigureCard({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </Paper>
  );
}

/** The scope's figures: the school year so far, and the students active this week. */
export function ReportTotals({ totals }: { totals: reports.ReportFigures }) {
  const { average_score, active_students } = totals;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="report-totals">
      <FigureCard
        label="Assignments given"
        value={totals.assignments.toLocaleString('en-GB')}
        detail="This school year so far"
      />
      <FigureCard
        label="Completion rate"
        value={percentWords(totals.completion)}
        detail={totals.completion === null ? 'Nothing assigned yet' : handInWords(totals)}
      />
      <FigureCard
        label="Average score"
        value={percentWords(average_score.percentage)}
        detail={average_score.percentage === null ? 'Nothing marked yet' : averageWords(totals)}
      />
      <FigureCard
        label="Students active this week"
        value={active_students.count.toLocaleString('en-GB')}
        detail={activeWords(totals)}
      />
    </SimpleGrid>
  );
}
