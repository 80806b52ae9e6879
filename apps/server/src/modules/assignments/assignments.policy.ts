/** Who may see and change which assignments: pure rules, tested without a database. */

/** The caller of an assignment call and the classes they reach. */
export type Viewer =
  | { kind: 'teacher'; userId: number; organisationId: number; classIds: readonly number[] }
  | { kind: 'student'; userId: number; organisationId: number; classId: number | null }
  | { kind: 'administrator'; userId: number; schoolIds: readonly number[] };

export interface ClassFacts {
  id: number;
  organisationId: number;
}

/**
 * Teachers reach the classes they teach, students their own class, administrators every class
 * of their school or their district's schools. Any other class is treated as absent (404).
 */
export function canSeeClass(viewer: Viewer, schoolClass: ClassFacts): boolean {
  switch (viewer.kind) {
    case 'teacher':
      return (
        schoolClass.organisationId === viewer.organisationId &&
        viewer.classIds.includes(schoolClass.id)
      );
    case 'student':
      return (
        schoolClass.organisationId === viewer.organisationId && schoolClass.id === viewer.classId
      );
    case 'administrator':
      return viewer.schoolIds.includes(schoolClass.organisationId);
  }
}

export interface AssignmentFacts {
  classId: number;
  organisationId: number;
  teacherId: number;
  state: 'active' | 'completed' | 'cancelled';
}

/** Students see the work of their class except what was cancelled; staff see it all. */
export function canSeeAssignment(viewer: Viewer, assignment: AssignmentFacts): boolean {
  if (viewer.kind === 'student' && assignment.state === 'cancelled') return false;
  return (
    canSeeClass(viewer, { id: assignment.classId, organisationId: assignment.organisationId }) ||
    canManageAssignment(viewer, assignment)
  );
}

/** The teacher who assigned the work, or another teacher of that class, may change it. */
export function canManageAssignment(viewer: Viewer, assignment: AssignmentFacts): boolean {
  return (
    viewer.kind === 'teacher' &&
    assignment.organisationId === viewer.organisationId &&
    (assignment.teacherId === viewer.userId || viewer.classIds.includes(assignment.classId))
  );
}

export interface PlacedWork {
  classId: number;
  activityId: number | null;
  state: 'active' | 'completed' | 'cancelled';
}

/**
 * Two pieces of work of one kit overlap when either is the whole kit or both are the same
 * activity: a kit assigned to 6A covers every one of its activities there, and the other way round.
 */
export function workOverlaps(a: number | null, b: number | null): boolean {
  return a === null || b === null || a === b;
}

/** The classes that already have overlapping work of the same kit; cancelled work never counts. */
export function classesWithOverlap(
  existing: readonly PlacedWork[],
  classIds: readonly number[],
  activityId: number | null,
): number[] {
  return classIds.filter((classId) =>
    existing.some(
      (work) =>
        work.classId === classId &&
        work.state !== 'cancelled' &&
        workOverlaps(work.activityId, activityId),
    ),
  );
}

/** "6A", "6A and 6B", "6A, 6B and 7A". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
