import { describe, expect, it } from 'vitest';
import { canEditUser, canSeeUser, canUseSchool, type ManagingAdmin } from './admin.policy.js';

const admin: ManagingAdmin = { id: 1, userType: 'C', schoolIds: [10, 11] };

describe('administration policy', () => {
  it('sees and edits teachers and students of managed schools only', () => {
    expect(canSeeUser(admin, { id: 2, userType: 'S', organisationId: 10 })).toBe(true);
    expect(canEditUser(admin, { id: 2, userType: 'T', organisationId: 11 })).toBe(true);
    expect(canSeeUser(admin, { id: 3, userType: 'S', organisationId: 12 })).toBe(false);
    expect(canEditUser(admin, { id: 3, userType: 'S', organisationId: 12 })).toBe(false);
  });

  it('does not let an administrator edit administrators, including themselves', () => {
    expect(canSeeUser(admin, { id: 4, userType: 'C', organisationId: 10 })).toBe(true);
    expect(canEditUser(admin, { id: 4, userType: 'C', organisationId: 10 })).toBe(false);
    expect(
      canEditUser({ ...admin, schoolIds: [10] }, { id: 1, userType: 'C', organisationId: 10 }),
    ).toBe(false);
  });

  it('gives teachers and students no administration at all', () => {
    const teacher: ManagingAdmin = { id: 5, userType: 'T', schoolIds: [10] };
    expect(canSeeUser(teacher, { id: 2, userType: 'S', organisationId: 10 })).toBe(false);
    expect(canUseSchool(teacher, 10)).toBe(false);
    expect(canUseSchool(admin, 11)).toBe(true);
    expect(canUseSchool(admin, 12)).toBe(false);
  });
});
