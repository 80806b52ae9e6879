import type { DetailedTable } from '../api/get-detailed-table';

/**
 * The titles of activities nobody in the class has opened: none handed in across the class and
 * no attempt on the rows shown. Only said when the rows are the whole class (one page), since
 * another page may hold a draft.
 */
export function unopenedActivities(table: DetailedTable): string[] {
  if (table.next !== null || table.previous !== null) return [];
  return table.activities
    .filter(
      (_, index) =>
        table.totals[index]?.handed_in.count === 0 &&
        table.results.every((row) => row.work[index] == null),
    )
    .map((activity) => `"${activity.title}"`);
}
