/** Pages of the assignments feature. */
export const ASSIGNMENT_PATHS = {
  completion: 'classes/:classId/assignments/:assignmentId',
} as const;

export function completionPath(classId: number, assignmentId: number): string {
  return `/classes/${classId}/assignments/${assignmentId}`;
}
