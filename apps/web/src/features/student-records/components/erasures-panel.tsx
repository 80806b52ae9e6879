import type { studentRecords } from '@kitlab/contract';
import { Table } from '@mantine/core';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { formatWhenWithYear } from '../../../lib/format-when';
import { ERASURES_PER_PAGE, useErasures } from '../api/list-erasures';
import {
  erasedBy,
  partLabel,
  REASON_LABELS,
  removedParts,
  totalRemoved,
} from '../utils/receipt-words';

/** "12 in total: Answers 5, Messages 4 …", leaving out the parts that held nothing. */
function countsOf(receipt: studentRecords.ErasureReceipt): string {
  const parts = removedParts(receipt)
    .filter(([, count]) => count > 0)
    .map(([part, count]) => `${partLabel(part)} ${count}`);
  return `${totalRemoved(receipt)} in total: ${parts.join(', ')}`;
}

function ErasuresTable({ receipts }: { receipts: studentRecords.ErasureReceipt[] }) {
  return (
    <ScrollRegion label="Erasure receipts">
      <Table miw={720} verticalSpacing="xs" striped>
        <ColumnHeads names={['Receipt', 'Erased', 'School', 'Reason', 'By', 'Removed']} />
        <Table.Tbody>
          {receipts.map((receipt) => (
            <Table.Tr key={receipt.receipt} data-testid="erasure-receipt">
              <Table.Th scope="row" fw={600}>
                {receipt.receipt}
              </Table.Th>
              <Table.Td>{formatWhenWithYear(receipt.erased_at)}</Table.Td>
              <Table.Td>{receipt.school.name}</Table.Td>
              <Table.Td>{REASON_LABELS[receipt.reason]}</Table.Td>
              <Table.Td>{erasedBy(receipt)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{countsOf(receipt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Receipts of the erasures in the administrator's schools, newest first, paged. */
export function ErasuresPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const erasures = useErasures(page);
  return (
    <QueryView query={erasures} loading="Loading receipts…" failed="We could not load the receipts">
      {(data) => (
        <>
          {data.results.length === 0 ? (
            <EmptyState
              title="No erasures yet"
              description="Each erasure, asked for or by the retention period, leaves a receipt here."
            />
          ) : (
            <ErasuresTable receipts={data.results} />
          )}
          <Pager
            page={page}
            perPage={ERASURES_PER_PAGE}
            count={data.count}
            label="Erasure receipts pages"
            onChange={onPage}
          />
        </>
      )}
    </QueryView>
  );
}
