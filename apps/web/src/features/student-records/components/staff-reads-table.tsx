import type { studentRecords } from '@kitlab/contract';
import { Table } from '@mantine/core';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { formatWhenWithYear } from '../../../lib/format-when';
import { personIn, RECORD_LABELS } from '../utils/staff-read-words';

/** The staff reads log, newest first: when, who read, whose records, what. */
export function StaffReadsTable({ reads }: { reads: studentRecords.StaffRead[] }) {
  return (
    <ScrollRegion label="Staff reads">
      <Table miw={640} verticalSpacing="xs" striped>
        <ColumnHeads names={['When', 'Staff', 'Student', 'Read', 'Detail']} />
        <Table.Tbody>
          {reads.map((read, index) => (
            <Table.Tr
              // Two reads may share every field; the order of the page is the log's.
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
              key={index}
              data-testid="staff-read"
            >
              <Table.Td>{formatWhenWithYear(read.read_at)}</Table.Td>
              <Table.Td>{personIn(read.staff, 'Former staff')}</Table.Td>
              <Table.Td>{personIn(read.student, 'Erased student')}</Table.Td>
              <Table.Td>{RECORD_LABELS[read.record]}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{read.detail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
