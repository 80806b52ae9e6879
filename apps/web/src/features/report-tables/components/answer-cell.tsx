import { Table, Text } from '@mantine/core';
import type { TableCell } from '../api/get-detailed-table';
import { verdictText } from '../utils/verdicts';
import classes from './report-tables.module.css';

/** One student's answer to one question: what they gave, then its verdict in words. */
export function AnswerCell({
  cell,
  marks,
  firstOfActivity,
}: {
  cell: TableCell | undefined;
  marks: number;
  firstOfActivity: boolean;
}) {
  const className = firstOfActivity
    ? `${classes.answerCell} ${classes.firstOfActivity}`
    : classes.answerCell;
  if (!cell) return <Table.Td className={className} />;
  const verdict = verdictText(cell, marks);
  return (
    <Table.Td className={className}>
      {cell.answer !== null ? (
        <Text span size="sm" display="block">
          {cell.answer}
        </Text>
      ) : null}
      <Text span size="xs" fw={600} c={verdict.color} display="block">
        {verdict.mark ? <span aria-hidden="true">{verdict.mark} </span> : null}
        {verdict.label}
      </Text>
    </Table.Td>
  );
}
