import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { fullName } from '../../../lib/full-name';
import type {
  ActivityTotals,
  DetailedTable,
  TableActivity,
  TableRow,
} from '../api/get-detailed-table';
import { progressPath } from '../paths';
import { averageText, outOfText } from '../utils/figures';
import { cellOfWork } from '../utils/table-cells';
import { sortDirectionOf, type TableFilters, type TableSort } from '../utils/table-filters';
import { AnswerCell } from './answer-cell';
import classes from './report-tables.module.css';
import { TableSortHeader } from './table-sort-header';

const scoreText = (score: TableRow['score']) =>
  score
    ? `${score.percentage ?? '–'}% (${score.marksObtained}/${score.totalMarks})`
    : 'None marked';

function ActivityTotalsText({ totals }: { totals: ActivityTotals | undefined }) {
  if (!totals) return null;
  return (
    <Text span size="xs" fw={400} display="block">
      Handed in {outOfText(totals.handed_in)} · {averageText(totals.average_score)}
    </Text>
  );
}

/** An activity with no questions still takes one column, so its heading has somewhere to stand. */
const columnsOf = (activity: TableActivity) => Math.max(1, activity.questions.length);

/**
 * Students down, each activity's questions across, every cell the answer and its verdict. Sorted
 * and paged by the server; its footer gives each question's and activity's figures over the
 * whole class, each out of how many. On a phone it scrolls sideways in its own box.
 */
export function AnswersTable({
  table,
  filters,
  onSort,
}: {
  table: DetailedTable;
  filters: TableFilters;
  onSort: (by: TableSort) => void;
}) {
  return (
    <div className={classes.printWhole}>
      <ScrollRegion label="Answers table">
        <Table verticalSpacing="xs" striped withColumnBorders={false} data-testid="answers-table">
          <Table.Thead>
            <Table.Tr>
              <TableSortHeader
                label="Sort by student"
                direction={sortDirectionOf(filters, 'name')}
                onSort={() => onSort('name')}
                className={classes.studentCell}
                rowSpan={2}
              >
                Student
              </TableSortHeader>
              <TableSortHeader
                label="Sort by score"
                direction={sortDirectionOf(filters, 'score')}
                onSort={() => onSort('score')}
                rowSpan={2}
              >
                Score
              </TableSortHeader>
              {table.activities.map((activity, index) => (
                <Table.Th
                  key={activity.activity_id}
                  scope="colgroup"
                  colSpan={columnsOf(activity)}
                  className={classes.activityHead}
                >
                  <Text span size="sm" fw={700} display="block">
                    {activity.title}
                  </Text>
                  <ActivityTotalsText totals={table.totals[index]} />
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {table.activities.flatMap((activity) =>
                activity.questions.length === 0
                  ? [
                      <Table.Th
                        key={`${activity.activity_id}-none`}
                        scope="col"
                        className={classes.firstOfActivity}
                      >
                        No questions
                      </Table.Th>,
                    ]
                  : activity.questions.map((question, index) => (
                      <Table.Th
                        key={question.activity_detail_id}
                        scope="col"
                        className={
                          index === 0
                            ? `${classes.questionHead} ${classes.firstOfActivity}`
                            : classes.questionHead
                        }
                      >
                        <Text span size="sm" fw={600} display="block">
                          Q{question.number}
                        </Text>
                        <Text span size="xs" fw={400} display="block">
                          {question.text}
                        </Text>
                      </Table.Th>
                    )),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.results.map((row) => (
              <Table.Tr key={row.student.student_id}>
                <Table.Th scope="row" className={classes.studentCell}>
                  <Anchor
                    component={Link}
                    to={progressPath(table.class_id, row.student.student_id)}
                    size="sm"
                  >
                    {fullName(row.student)}
                  </Anchor>
                </Table.Th>
                <Table.Td>
                  <Text span size="sm">
                    {scoreText(row.score)}
                  </Text>
                </Table.Td>
                {table.activities.flatMap((activity, index) => {
                  const work = row.work[index];
                  if (activity.questions.length === 0) {
                    return [
                      <Table.Td
                        key={`${activity.activity_id}-none`}
                        className={classes.firstOfActivity}
                      >
                        {work?.handed_in_at ? 'Handed in' : '–'}
                      </Table.Td>,
                    ];
                  }
                  return activity.questions.map((question, number) => (
                    <AnswerCell
                      key={question.activity_detail_id}
                      cell={cellOfWork(work, number)}
                      marks={question.marks}
                      firstOfActivity={number === 0}
                    />
                  ));
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" className={classes.studentCell}>
                Right or full marks
              </Table.Th>
              <Table.Td>
                <Text span size="xs">
                  of those who answered, whole class
                </Text>
              </Table.Td>
              {table.activities.flatMap((activity, activityIndex) =>
                activity.questions.length === 0
                  ? [
                      <Table.Td
                        key={`${activity.activity_id}-none`}
                        className={classes.firstOfActivity}
                      />,
                    ]
                  : activity.questions.map((question, index) => {
                      const right = table.totals[activityIndex]?.questions_right[index];
                      return (
                        <Table.Td
                          key={question.activity_detail_id}
                          className={index === 0 ? classes.firstOfActivity : undefined}
                        >
                          <Text span size="sm">
                            {right ? outOfText(right) : '–'}
                          </Text>
                        </Table.Td>
                      );
                    }),
              )}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollRegion>
    </div>
  );
}
