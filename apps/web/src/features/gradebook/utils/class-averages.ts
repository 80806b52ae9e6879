import type { Gradebook } from '../api/get-gradebook';

export interface ClassAverage {
  key: string;
  title: string;
  /** Mean percentage of the students' marked work, one decimal; null before any is marked. */
  average: number | null;
  /** Students who handed the work in (marked or waiting for marks). */
  handedIn: number;
}

/** Each activity's class average and hand-ins, for comparing the activities side by side. */
export function classAverages(grid: Gradebook): ClassAverage[] {
  return grid.columns.map((column, index) => {
    const cells = grid.rows.map((row) => row.cells[index]);
    const percentages = cells.flatMap((cell) =>
      cell?.status === 'marked' && cell.score?.percentage != null ? [cell.score.percentage] : [],
    );
    const sum = percentages.reduce((total, value) => total + value, 0);
    return {
      key: `${column.assignment_id}-${column.activity_id}`,
      title: column.title,
      average: percentages.length ? Math.round((sum * 10) / percentages.length) / 10 : null,
      handedIn: cells.filter((cell) => cell?.status === 'marked' || cell?.status === 'submitted')
        .length,
    };
  });
}
