/**
 * Which kits a teacher reaches: the rule the kit library shows kits by and the assignments
 * feature assigns them by, so the two never disagree.
 */

export interface KitReachFacts {
  /** The owning school or district; null for platform kits. */
  organisationId: number | null;
  gradeId: number;
  subjectIds: readonly number[];
}

/** One subject a teacher teaches to one class. */
export interface TeachingFacts {
  gradeId: number;
  subjectId: number;
}

/** The school and its district; a kit owned by either is visible to the school's users. */
export function kitOwnersFor(school: { id: number; parentId: number | null }): number[] {
  return school.parentId === null ? [school.id] : [school.id, school.parentId];
}

/** Platform kits (no owner) are everyone's; a private kit only its organisation's. */
export function isInOwnerScope(
  kit: Pick<KitReachFacts, 'organisationId'>,
  ownerIds: readonly number[],
): boolean {
  return kit.organisationId === null || ownerIds.includes(kit.organisationId);
}

/** The teacher's classes a kit can be assigned to: its grade, one of its subjects. */
export function classesForKit<T extends TeachingFacts>(
  teaching: readonly T[],
  kit: Pick<KitReachFacts, 'gradeId' | 'subjectIds'>,
): T[] {
  return teaching.filter((t) => t.gradeId === kit.gradeId && kit.subjectIds.includes(t.subjectId));
}

/**
 * A teacher reaches a kit owned within their school or district when they teach one of its
 * subjects to a class of its grade. Any other kit is treated as absent (404), never forbidden.
 */
export function teacherReachesKit(
  teaching: readonly TeachingFacts[],
  ownerIds: readonly number[],
  kit: KitReachFacts,
): boolean {
  return isInOwnerScope(kit, ownerIds) && classesForKit(teaching, kit).length > 0;
}
