import type { UserType } from '@kitlab/contract';

export interface ManagingAdmin {
  id: number;
  userType: UserType;
  schoolIds: readonly number[];
}

export interface TargetUser {
  id: number;
  userType: UserType;
  organisationId: number;
}

/** Whether the administrator may see this user at all: users of the schools they manage. */
export function canSeeUser(admin: ManagingAdmin, target: TargetUser): boolean {
  return admin.userType === 'C' && admin.schoolIds.includes(target.organisationId);
}

/** Administrators manage teachers and students; administrator accounts are set up by the district. */
export function canEditUser(admin: ManagingAdmin, target: TargetUser): boolean {
  return (
    canSeeUser(admin, target) &&
    target.id !== admin.id &&
    (target.userType === 'S' || target.userType === 'T')
  );
}

export function canUseSchool(admin: ManagingAdmin, schoolId: number): boolean {
  return admin.userType === 'C' && admin.schoolIds.includes(schoolId);
}
