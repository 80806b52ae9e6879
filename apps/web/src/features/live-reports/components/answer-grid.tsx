import { Table, Text, VisuallyHidden } from '@mantine/core';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import type { QuizDetails, QuizStudentRow } from '../api/get-quiz-details';
import type { QuestionVerdict } from '../api/live-report-types';
import type { StudentNames } from '../hooks/use-student-names';
import { questionNumbers, rowsInOrder } from '../utils/report-order';
import { scoreWords, verdictWords } from '../utils/report-words';
import classes from './answer-grid.module.css';
import { StatusWords } from './status-words';

/** Dark shades keep AA contrast as text on the table's light rows; the mark never stands alone. */
const VERDICT_COLOR: Record<QuestionVerdict, string> = {
  right: 'green.9',
  wrong: 'red.9',
  not_answered: 'gray.7',
};

/**
 * Students down, questions across in the quiz's order, each cell right, wrong or not yet; it
 * changes as students answer. On the projector, rows are "Student n" in number order, and the
 * status, score and stuck columns (personal) are left out.
 */
export function AnswerGrid({
  details,
  names,
  projector,
}: {
  details: QuizDetails;
  names: StudentNames;
  projector: boolean;
}) {
  const numbers = questionNumbers(details.question_order);
  const rows = rowsInOrder(details.students, names.numberOf);
  return (
    <ScrollRegion label="Answers by student">
      <Table verticalSpacing="xs" striped data-testid="answer-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.studentCell}>Student</Table.Th>
            {projector ? null : <Table.Th>Status</Table.Th>}
            {projector ? null : (
              <Table.Th className={classes.score}>Score (of {details.total_marks})</Table.Th>
            )}
            {details.question_order.map((id) => {
              const number = numbers.get(id) ?? 0;
              return (
                <Table.Th key={id} className={classes.verdict}>
                  <span aria-hidden="true">Q{number}</span>
                  <VisuallyHidden>Question {number}</VisuallyHidden>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <GridRow
              key={row.student.user_token}
              row={row}
              name={names.nameOf(row.student)}
              order={details.question_order}
              projector={projector}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function GridRow({
  row,
  name,
  order,
  projector,
}: {
  row: QuizStudentRow;
  name: string;
  order: readonly number[];
  projector: boolean;
}) {
  return (
    <Table.Tr data-testid="answer-row">
      <Table.Th scope="row" className={classes.studentCell}>
        {name}
      </Table.Th>
      {projector ? null : (
        <>
          <Table.Td>
            <StatusWords status={row.status} stuck={row.stuck} />
          </Table.Td>
          <Table.Td className={classes.score}>{scoreWords(row.score)}</Table.Td>
        </>
      )}
      {order.map((id, index) => {
        const verdict = verdictWords(row.verdicts[index] ?? 'not_answered');
        return (
          <Table.Td key={id} className={classes.verdict} data-verdict={row.verdicts[index]}>
            <Text span size="sm" fw={700} c={VERDICT_COLOR[row.verdicts[index] ?? 'not_answered']}>
              <span aria-hidden="true">{verdict.mark}</span>
              <VisuallyHidden>{verdict.words}</VisuallyHidden>
            </Text>
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}
