import { kits } from '@kitlab/contract';
import { isInOwnerScope, teacherReachesKit } from '@kitlab/domain';

/** Who may read which kit: pure rules, tested without a database. */

// The kit reach rules are the domain's, shared with the assignments feature.
export { classesForKit, isInOwnerScope, kitOwnersFor } from '@kitlab/domain';

export interface Teaching {
  teacherAssignId: number;
  classId: number;
  gradeId: number;
  subjectId: number;
}

/** What a kit call knows about its caller before it reads any kit. */
export interface KitReader {
  userId: number;
  userType: 'T' | 'S';
  /** Their school: it and its district own the private kits they may see (`kitOwnersFor`). */
  schoolId: number;
  /** Students: the class the call is about (their own), or null when they have none. */
  classId: number | null;
}

/** A reader with the organisations whose private kits they may see: their school and its district. */
export type ScopedReader = Pick<KitReader, 'userType' | 'classId'> & {
  ownerIds: readonly number[];
};

export interface KitAccessFacts {
  organisationId: number | null;
  gradeId: number;
  subjectIds: readonly number[];
}

/**
 * A teacher sees a kit when they teach (`teaching`: their classes and subjects) one of its
 * subjects to a class of its grade. A kit of another grade, subject or school is treated as
 * absent (404), never as forbidden.
 */
export function teacherCanSeeKit(
  reader: ScopedReader,
  teaching: readonly Teaching[],
  kit: KitAccessFacts,
): boolean {
  return reader.userType === 'T' && teacherReachesKit(teaching, reader.ownerIds, kit);
}

/** A student sees a kit only once it is assigned to their class. */
export function studentCanSeeKit(
  reader: ScopedReader,
  kit: KitAccessFacts,
  assignedToClass: boolean,
): boolean {
  return (
    reader.userType === 'S' &&
    reader.classId !== null &&
    assignedToClass &&
    isInOwnerScope(kit, reader.ownerIds)
  );
}

/**
 * The class a student's call is about: the one sent, if it is theirs, else their own. Another
 * class answers null (404): students never read another class's kits.
 */
export function studentClassFor(requested: number | undefined, own: number | null): number | null {
  if (requested === undefined) return own;
  return requested === own ? own : null;
}

/**
 * The statuses a reader's library can show, to filter by. A student only ever has kits assigned
 * to their class, so Not Assigned would always be an empty list for them.
 */
export function statusesFor(reader: Pick<KitReader, 'userType'>): kits.KitStatus[] {
  return reader.userType === 'T'
    ? [...kits.KIT_STATUSES]
    : kits.KIT_STATUSES.filter((status) => status !== 'Not Assigned');
}
