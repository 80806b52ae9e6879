/** Who may see and change which assignments: pure rules, tested without a database. */
import { type AssignmentState, isStanding } from '@kitlab/domain';
import { type ClassSubject, teachesClass, teachesWork } from '../classes/index.js';

/** The caller of an assignment call and the classes (a teacher: and subjects) they reach. */
export type Viewer =
  | {
      kind: 'teacher';
      userId: number;
      organisationId: number;
      teaching: readonly ClassSubject[];
    }
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
        teachesClass(viewer.teaching, schoolClass.id)
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
  /** The subject it was given in; null once that teaching ended. */
  subjectId: number | null;
  state: AssignmentState;
}

/**
 * Students see the work of their class except what was cancelled; administrators all of their
 * schools'; teachers the work they may change.
 */
export function canSeeAssignment(viewer: Viewer, assignment: AssignmentFacts): boolean {
  if (viewer.kind === 'teacher') return canManageAssignment(viewer, assignment);
  if (viewer.kind === 'student' && !isStanding(assignment)) return false;
  return canSeeClass(viewer, { id: assignment.classId, organisationId: assignment.organisationId });
}

/**
 * A teacher of the class in the assignment's subject may change it, whoever assigned it; work
 * whose teaching ended, any teacher of the class (decision 0039). Administrators see but do not
 * change.
 */
export function canManageAssignment(viewer: Viewer, assignment: AssignmentFacts): boolean {
  return (
    viewer.kind === 'teacher' &&
    assignment.organisationId === viewer.organisationId &&
    teachesWork(viewer.teaching, assignment)
  );
}

export interface PlacedWork {
  classId: number;
  activityId: number | null;
  state: AssignmentState;
}

/**
 * Two pieces of work of one kit overlap when either is the whole kit or both are the same
 * activity: a kit assigned to 6A covers every one of its activities there, and the other way round.
 * Two different activities of one kit never overlap, so 6A can have the quiz and the quest.
 */
export function workOverlaps(a: number | null, b: number | null): boolean {
  return a === null || b === null || a === b;
}

/**
 * The class's work of the kit that already covers `activityId` (the whole kit when null): what
 * stops it being assigned there again. Cancelled work never counts; work marked complete does,
 * because completion is per activity (an attempt from any assignment counts), so a second
 * assignment would show as done at once; the teacher reopens the first instead.
 */
export function coveringWork<W extends PlacedWork>(
  existing: readonly W[],
  classId: number,
  activityId: number | null,
): W[] {
  return existing.filter(
    (work) =>
      work.classId === classId && isStanding(work) && workOverlaps(work.activityId, activityId),
  );
}

/**
 * Why the work (a whole kit, or one activity of it) cannot go to these classes, in words a teacher
 * can act on; null when every class can take it. When the clash is only the same activity, it is
 * named; a whole kit on either side is explained as covering the rest.
 */
export function duplicateRefusal(
  existing: readonly PlacedWork[],
  classes: readonly { id: number; name: string }[],
  work: { kitTitle: string; activity: { id: number; title: string } | null },
): string | null {
  const activityId = work.activity?.id ?? null;
  const covering = classes.map((c) => ({ ...c, by: coveringWork(existing, c.id, activityId) }));
  const clashing = covering.filter((c) => c.by.length > 0);
  if (clashing.length === 0) return null;
  const has = `${listNames(clashing.map((c) => c.name))} already ${clashing.length === 1 ? 'has' : 'have'}`;
  const wholeKit = clashing.some((c) => c.by.some((w) => w.activityId === null));
  if (work.activity && !wholeKit) {
    return `${has} “${work.activity.title}” from “${work.kitTitle}”. Change or reopen the existing assignment, or cancel it to assign the activity again.`;
  }
  return (
    `${has} this work from “${work.kitTitle}”. ` +
    'An assignment of the whole kit covers all of its activities. Change or cancel the existing assignment instead.'
  );
}

/** "6A", "6A and 6B", "6A, 6B and 7A". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
