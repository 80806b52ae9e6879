/** A class's gradebook, opened from the teacher's classes on the dashboard. */
export const GRADEBOOK_PATH = '/gradebook/:classId';

export function gradebookPath(classId: number): string {
  return `/gradebook/${classId}`;
}
