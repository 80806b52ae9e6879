import { formatDate } from '@kitlab/domain';
import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { fullName } from '../../../lib/full-name';
import { responsePath } from '../../../lib/paths/activities';
import type { Gradebook, GradebookColumn } from '../api/get-gradebook';
import { BY_STUDENT, type GradebookSort, nextSort, sortRows } from '../utils/sort-rows';
import classes from './gradebook.module.css';
import { GradebookCellView } from './gradebook-cell';
import { SortHeader } from './sort-header';

const columnKey = (column: GradebookColumn) => `${column.assignment_id}-${column.activity_id}`;

const directionOf = (sort: GradebookSort, by: GradebookSort['by']) =>
  sort.by === by ? sort.direction : null;

/**
 * Students down, activities across, sortable by name or by any activity. On a phone the grid
 * scrolls sideways in its own box (which takes keyboard focus) with the names kept in view.
 */
export function GradebookTable({ grid }: { grid: Gradebook }) {
  const [sort, setSort] = useState<GradebookSort>(BY_STUDENT);
  const rows = sortRows(grid, sort);
  return (
    <ScrollRegion label="Gradebook">
      <Table verticalSpacing="xs" striped highlightOnHover data-testid="gradebook-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader
              label="Sort by student"
              direction={directionOf(sort, 'student')}
              onSort={() => setSort(nextSort(sort, 'student'))}
              className={classes.studentCell}
            >
              Student
            </SortHeader>
            {grid.columns.map((column, index) => (
              <SortHeader
                key={columnKey(column)}
                label={`Sort by ${column.title}`}
                direction={directionOf(sort, index)}
                onSort={() => setSort(nextSort(sort, index))}
                className={classes.activityHead}
              >
                <Text span size="sm" fw={600} display="block">
                  {column.title}
                </Text>
                <Text span size="xs" c="dimmed" display="block" fw={400}>
                  Due {formatDate(column.due_date)}
                </Text>
              </SortHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = fullName(row.student);
            return (
              <Table.Tr key={row.student.user_token}>
                <Table.Th scope="row" className={classes.studentCell}>
                  {name}
                </Table.Th>
                {grid.columns.map((column, index) => {
                  const cell = row.cells[index];
                  if (!cell) return <Table.Td key={columnKey(column)} />;
                  const link = cell.answer_header_id
                    ? responsePath({
                        kitToken: column.kit_token,
                        activityId: column.activity_id,
                        classId: grid.class_id,
                        answerHeaderId: cell.answer_header_id,
                      })
                    : null;
                  return (
                    <Table.Td key={columnKey(column)}>
                      <GradebookCellView
                        cell={cell}
                        workLink={link}
                        workName={`${name}, ${column.title}`}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
