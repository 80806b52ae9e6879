/** A class's progress by topic and week; `?student=` narrows it to one student. */
export const PROGRESS_PATH = '/reports/progress/classes/:classId';
/** Students by questions; its filters are in the query string (see utils/table-filters). */
export const TABLE_PATH = '/reports/table';

export function progressPath(classId: number, studentId?: number | null): string {
  const path = `/reports/progress/classes/${classId}`;
  return studentId ? `${path}?student=${studentId}` : path;
}

/** The detailed table, opened on one class (and one activity) when given. */
export function tablePath(filters: { classId?: number; activityId?: number | null } = {}): string {
  const params = new URLSearchParams();
  if (filters.classId) params.set('class', String(filters.classId));
  if (filters.activityId) params.set('activity', String(filters.activityId));
  const query = params.toString();
  return query ? `${TABLE_PATH}?${query}` : TABLE_PATH;
}
