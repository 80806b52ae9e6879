import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../../components/ui/scroll-region';
import { fullName } from '../../../../lib/full-name';
import type { Submission } from '../../api/get-submissions';
import { formatDuration, formatWhen, scoreText } from '../../utils/format';
import { submissionStatus } from '../../utils/submissions';

/** Dark shades, so the white words keep AA contrast on striped rows too. */
const STATUS_COLOR: Record<string, string> = {
  'To mark': 'grape.9',
  'Partly marked': 'grape.9',
  Marked: 'teal.9',
  'Handed in': 'teal.9',
  'Working on it': 'blue.9',
};

function scoreOf(row: Submission): string {
  if (!row.score) return '–';
  return scoreText(row.score) ?? 'Checked';
}

/**
 * Every student of the class at this activity. A student who has started links to their work.
 * On a phone the table scrolls sideways in its own box, which takes focus for the keyboard.
 */
export function SubmissionsTable({
  rows,
  linkTo,
}: {
  rows: readonly Submission[];
  linkTo: (answerHeaderId: number) => string;
}) {
  return (
    <ScrollRegion label="Students and their work">
      <Table
        miw={640}
        verticalSpacing="xs"
        striped
        highlightOnHover
        data-testid="submissions-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Score</Table.Th>
            <Table.Th scope="col">Time spent</Table.Th>
            <Table.Th scope="col">Handed in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = fullName(row);
            const status = submissionStatus(row);
            const color = STATUS_COLOR[status] ?? 'gray.7';
            return (
              <Table.Tr key={row.user_token}>
                <Table.Th scope="row" fw={600}>
                  {row.answer_header_id ? (
                    <Anchor component={Link} to={linkTo(row.answer_header_id)}>
                      {name}
                    </Anchor>
                  ) : (
                    name
                  )}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* A badge may shrink to an ellipsis; in a table its words must stay whole. */}
                  <Badge variant="filled" color={color} miw="max-content">
                    {status}
                  </Badge>
                  {row.attempts > 1 ? (
                    <Text span size="xs" c="dimmed" ml={6}>
                      attempt {row.attempt_number}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{scoreOf(row)}</Table.Td>
                <Table.Td>{row.started_at ? formatDuration(row.time_spent_ms) : '–'}</Table.Td>
                <Table.Td>{row.submitted_at ? formatWhen(row.submitted_at) : '–'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
