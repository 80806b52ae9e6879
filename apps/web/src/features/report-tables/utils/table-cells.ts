import type { TableCell, TableWork } from '../api/get-detailed-table';

const NOT_ANSWERED: TableCell = { verdict: 'not_answered', answer: null, marks_obtained: null };

/**
 * A student's cell for the question at `index` of an activity: work without an attempt comes
 * as null, each question then not answered.
 */
export function cellOfWork(
  work: TableWork | null | undefined,
  index: number,
): TableCell | undefined {
  if (work === null) return NOT_ANSWERED;
  return work?.cells[index];
}
