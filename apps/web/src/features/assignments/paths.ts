/** Pages of the assignments feature. */
export const ASSIGNMENT_PATHS = {
  classroom: 'classes/:classId',
  completion: 'classes/:classId/assignments/:assignmentId',
} as const;

/** A class's students and work: the classroom list of spec section 2. */
export function classroomPath(classId: number): string {
  return `/classes/${classId}`;
}

export function completionPath(classId: number, assignmentId: number): string {
  return `/classes/${classId}/assignments/${assignmentId}`;
}
