/** Who may see which rewards: pure rules, tested without a database. */

export interface RewardsCaller {
  id: number;
  organisationId: number;
  userType: 'S' | 'T' | 'C';
}

/** A teacher reaches a class they teach in their own school; any other class is absent (404). */
export function teachesClass(
  teacher: RewardsCaller,
  schoolClass: { organisationId: number; teacherIds: readonly number[] },
): boolean {
  return (
    teacher.userType === 'T' &&
    schoolClass.organisationId === teacher.organisationId &&
    schoolClass.teacherIds.includes(teacher.id)
  );
}

/** A student of the class, active, in the caller's school. */
export function isStudentOf(
  student: { userType: string; isActive: boolean; organisationId: number; classId: number | null },
  classId: number,
  organisationId: number,
): boolean {
  return (
    student.userType === 'S' &&
    student.isActive &&
    student.organisationId === organisationId &&
    student.classId === classId
  );
}

export type AttemptRewardsRefusal = 'not_found' | 'wrong_type' | 'draft';

/**
 * Why a student may not read an attempt's rewards: another student's attempt is absent, the
 * other call's kind of activity is a field error, and a draft has earned nothing yet.
 */
export function attemptRewardsRefusal(
  caller: RewardsCaller,
  attempt: { studentId: number; status: 'DR' | 'S'; activityType: string } | null,
  wanted: 'quiz' | 'work',
): AttemptRewardsRefusal | null {
  if (!attempt || attempt.studentId !== caller.id) return 'not_found';
  if ((attempt.activityType === 'quiz') !== (wanted === 'quiz')) return 'wrong_type';
  if (attempt.status === 'DR') return 'draft';
  return null;
}

/** Holders a viewer sees: a student sees classmates who show themselves, and always themself. */
export function visibleHolders<T extends { id: number; hidden: boolean }>(
  holders: readonly T[],
  viewer: RewardsCaller,
): T[] {
  if (viewer.userType !== 'S') return [...holders];
  return holders.filter((holder) => !holder.hidden || holder.id === viewer.id);
}
