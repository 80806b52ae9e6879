import { numberText } from '@kitlab/domain';
import { Alert, Card, Stack, Table, Text } from '@mantine/core';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowBarChart } from '../../../components/ui/row-bar-chart';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { classmateName } from '../../../lib/classmate-name';
import type { Leaderboard, LeaderboardEntry } from '../api/get-streak-leaderboard';
import classes from './rewards.module.css';

const nameOf = (entry: LeaderboardEntry) =>
  entry.is_you ? `You (${classmateName(entry)})` : classmateName(entry);

const SHORT = 14;
/** Bar labels stay short enough for a phone; the table beside the chart has the whole name. */
function shortName(entry: LeaderboardEntry): string {
  const name = entry.is_you ? 'You' : classmateName(entry);
  return name.length > SHORT ? `${name.slice(0, SHORT - 1)}…` : name;
}

function EntryRow({ entry }: { entry: LeaderboardEntry }) {
  return (
    <Table.Tr
      className={entry.is_you ? classes.ownRow : undefined}
      aria-current={entry.is_you ? 'true' : undefined}
      data-you={entry.is_you || undefined}
    >
      <Table.Td>{entry.rank}</Table.Td>
      <Table.Th scope="row">{nameOf(entry)}</Table.Th>
      <Table.Td ta="right">{numberText(entry.week_xp_points)}</Table.Td>
      <Table.Td ta="right">{entry.streak_length}</Table.Td>
    </Table.Tr>
  );
}

function XpBars({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <ChartFigure
        caption="XP earned this week"
        table={{
          columns: ['Name', 'XP'],
          rows: entries.map((entry, index) => ({
            key: `${index}-${entry.rank}`,
            cells: [nameOf(entry), entry.week_xp_points],
          })),
        }}
        chart={
          <RowBarChart
            rowHeight={32}
            labelWidth={100}
            data={entries.map((entry) => ({ name: shortName(entry), xp: entry.week_xp_points }))}
            dataKey="name"
            series={[{ name: 'xp', label: 'XP', color: 'orange.8' }]}
          />
        }
      />
    </Card>
  );
}

/**
 * A class's week on the leaderboard: each student's place, name, week XP (also as bars) and
 * streak. The student's own row is marked, and shown below the list when they hide themselves.
 */
export function LeaderboardView({ board }: { board: Leaderboard }) {
  if (!board.enabled) {
    return (
      <Alert
        color="gray"
        title="The leaderboard is off for this class"
        data-testid="leaderboard-off"
      >
        {board.disabled_reason ?? 'Your school has not turned it on.'}
      </Alert>
    );
  }
  const ownHidden = board.you && !board.entries.some((entry) => entry.is_you) ? board.you : null;
  if (board.entries.length === 0 && !ownHidden) {
    return (
      <EmptyState
        title="Nobody has earned XP this week yet"
        description="Answer questions and hand in work to get on the board."
      />
    );
  }
  return (
    <Stack gap="md">
      <ScrollRegion label="Leaderboard">
        <Table verticalSpacing="xs" data-testid="leaderboard">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Place</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col" ta="right">
                XP this week
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Streak (days)
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {board.entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tied places can share a name; the list is replaced whole
              <EntryRow key={`${index}-${entry.rank}`} entry={entry} />
            ))}
            {ownHidden ? <EntryRow entry={ownHidden} /> : null}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {ownHidden ? (
        <Text size="sm" c="dimmed">
          You hide yourself, so your classmates do not see your place. Only you see it.
        </Text>
      ) : null}
      {board.entries.length > 0 ? <XpBars entries={board.entries} /> : null}
    </Stack>
  );
}
