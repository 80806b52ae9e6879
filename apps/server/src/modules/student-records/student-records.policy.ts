export interface StudentTarget {
  userType: 'S' | 'T' | 'C';
  organisationId: number;
}

/**
 * Whether an administrator may export or erase this user's data: a student of a school they
 * manage. Anyone else is answered as if there were no such student.
 */
export function mayManageStudentData(
  managedSchoolIds: readonly number[],
  target: StudentTarget | undefined,
): boolean {
  return target?.userType === 'S' && managedSchoolIds.includes(target.organisationId);
}
