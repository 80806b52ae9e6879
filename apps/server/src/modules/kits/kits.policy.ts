import { kits } from '@kitlab/contract';

/** Who may read which kit: pure rules, tested without a database. */

export interface Teaching {
  teacherAssignId: number;
  classId: number;
  gradeId: number;
  subjectId: number;
}

/** What a kit call knows about its caller. */
export interface KitReader {
  userId: number;
  userType: 'T' | 'S';
  /** Organisations whose private kits the caller may see: their school and its district. */
  ownerIds: number[];
  /** Teachers: the classes and subjects they teach. */
  teaching: Teaching[];
  /** Students: the class the call is about (their own), or null when they have none. */
  classId: number | null;
}

export interface KitAccessFacts {
  organisationId: number | null;
  gradeId: number;
  subjectIds: readonly number[];
}

/** The school and its district; a kit owned by either is visible to the school's users. */
export function kitOwnersFor(school: { id: number; parentId: number | null }): number[] {
  return school.parentId === null ? [school.id] : [school.id, school.parentId];
}

/** Platform kits (no owner) are everyone's; a private kit only its organisation's. */
export function isInOwnerScope(
  kit: Pick<KitAccessFacts, 'organisationId'>,
  ownerIds: readonly number[],
) {
  return kit.organisationId === null || ownerIds.includes(kit.organisationId);
}

/**
 * A teacher sees a kit when they teach one of its subjects to a class of its grade. A kit of
 * another grade, subject or school is treated as absent (404), never as forbidden.
 */
export function teacherCanSeeKit(reader: KitReader, kit: KitAccessFacts): boolean {
  return (
    reader.userType === 'T' &&
    isInOwnerScope(kit, reader.ownerIds) &&
    reader.teaching.some((t) => t.gradeId === kit.gradeId && kit.subjectIds.includes(t.subjectId))
  );
}

/** A student sees a kit only once it is assigned to their class. */
export function studentCanSeeKit(
  reader: KitReader,
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

/** The teacher's classes a kit can be assigned to: its grade, one of its subjects. */
export function classesForKit(teaching: readonly Teaching[], kit: KitAccessFacts): Teaching[] {
  return teaching.filter((t) => t.gradeId === kit.gradeId && kit.subjectIds.includes(t.subjectId));
}

/**
 * The class a student's call is about: the one sent, if it is theirs, else their own. Another
 * class answers null (404): students never read another class's kits.
 */
export function studentClassFor(requested: number | undefined, own: number | null): number | null {
  if (requested === undefined) return own;
  return requested === own ? own : null;
}

/** Answer keys, explanations and marking guides are for teachers only. */
export function seesAnswerKeys(reader: Pick<KitReader, 'userType'>): boolean {
  return reader.userType === 'T';
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
