import type { Gradebook, GradebookCell, GradebookRow } from '../api/get-gradebook';

export type SortDirection = 'ascending' | 'descending';
/** By student name, or by one activity column (its index). */
export interface GradebookSort {
  by: 'student' | number;
  direction: SortDirection;
}

export const BY_STUDENT: GradebookSort = { by: 'student', direction: 'ascending' };

/** Further along is higher: marked work by its percentage, above work still to mark, and so on. */
const STATUS_RANK: Record<string, number> = {
  overdue: 0,
  not_started: 1,
  in_progress: 2,
  returned: 3,
  submitted: 4,
  marked: 5,
};

function rankOf(cell: GradebookCell | undefined): [number, number] {
  if (!cell) return [-1, 0];
  return [STATUS_RANK[cell.status] ?? -1, cell.score?.percentage ?? 0];
}

function compareCells(a: GradebookCell | undefined, b: GradebookCell | undefined): number {
  const [rankA, percentA] = rankOf(a);
  const [rankB, percentB] = rankOf(b);
  return rankA - rankB || percentA - percentB;
}

/**
 * The rows in the order asked for. Rows arrive sorted by last then first name, so equal cells
 * keep that order whichever way the column is turned.
 */
export function sortRows(grid: Gradebook, sort: GradebookSort): GradebookRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = grid.rows.map((row, index) => ({ row, index }));
  const { by } = sort;
  return byName
    .sort((a, b) => {
      const order = by === 'student' ? 0 : compareCells(a.row.cells[by], b.row.cells[by]);
      return order !== 0 ? sign * order : (by === 'student' ? sign : 1) * (a.index - b.index);
    })
    .map(({ row }) => row);
}

/** A click on the sorted column turns it round; another column starts high-first for scores. */
export function nextSort(current: GradebookSort, by: GradebookSort['by']): GradebookSort {
  if (current.by === by) {
    return { by, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { by, direction: by === 'student' ? 'ascending' : 'descending' };
}
