import type { kits } from '@kitlab/contract';

/** The library's filters a kit is held to besides its search. */
export interface LibraryFilters {
  grade?: number | undefined;
  subjects?: number[] | undefined;
  status?: kits.KitStatus | undefined;
}

/**
 * Whether a kit passes the filters: its grade's number, any of the subjects (none chosen: any
 * kit), and the reader's status of it.
 */
export function kitMatches(
  kit: { grade: number; subjectIds: readonly number[] },
  mine: { status: kits.KitStatus },
  filters: LibraryFilters,
): boolean {
  if (filters.grade !== undefined && kit.grade !== filters.grade) return false;
  if (filters.subjects?.length && !kit.subjectIds.some((id) => filters.subjects?.includes(id))) {
    return false;
  }
  return !filters.status || mine.status === filters.status;
}
