import type { LiveWorkEntry } from '../api/get-live-dashboard';

export interface ClassOpenWork {
  classId: number;
  className: string;
  /** The class's active students, whom every figure of its work is out of. */
  outOf: number;
  entries: LiveWorkEntry[];
}

const byClassName = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/**
 * The open work by class, classes in name order ("6A" before "10B"); within a class, the work
 * keeps the server's order (soonest due first).
 */
export function openWorkByClass(entries: readonly LiveWorkEntry[]): ClassOpenWork[] {
  const classes = new Map<number, ClassOpenWork>();
  for (const entry of entries) {
    const known = classes.get(entry.class_id);
    if (known) known.entries.push(entry);
    else {
      classes.set(entry.class_id, {
        classId: entry.class_id,
        className: entry.class_name,
        outOf: entry.out_of,
        entries: [entry],
      });
    }
  }
  return [...classes.values()].sort((a, b) => byClassName.compare(a.className, b.className));
}

/**
 * The rows of a students' table: as the server sends them (by name), or on the projector by
 * number, so the order tells nothing of the names behind the numbers.
 */
export function rowsInOrder<T extends { student: { user_token: string } }>(
  rows: readonly T[],
  numberOf: (student: T['student']) => number | null,
): T[] {
  const numbered = rows.map((row) => ({ row, number: numberOf(row.student) }));
  if (numbered.some(({ number }) => number === null)) return [...rows];
  return numbered.sort((a, b) => (a.number ?? 0) - (b.number ?? 0)).map(({ row }) => row);
}

/**
 * Each question's number as students see it (1, 2, 3… in the quiz's order), by id: the item
 * positions the server sends count page breaks and other items too, so they have gaps.
 */
export function questionNumbers(order: readonly number[]): Map<number, number> {
  return new Map(order.map((id, index) => [id, index + 1]));
}
