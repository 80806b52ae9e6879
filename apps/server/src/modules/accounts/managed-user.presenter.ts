import type { accounts } from '@kitlab/contract';
import type { z } from 'zod';
import type { AdminRepository, UserRow } from './admin.repository.js';

type ManagedUser = z.input<typeof accounts.managedUser>;
type Details = Awaited<ReturnType<AdminRepository['detailsOf']>>;

/** Turns user rows into what the administration calls show: never a hash or internal column. */
export function presentManagedUsers(rows: UserRow[], details: Details): ManagedUser[] {
  return rows.map((row) => {
    const school = details.schools.find((s) => s.userId === row.id && s.kind === 'school');
    const placement = details.placements.find((p) => p.studentId === row.id);
    return {
      user_token: row.token,
      user_type: row.userType,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      is_active: row.isActive,
      must_change_password: row.mustChangePassword,
      school: school ? { school_token: school.token, name: school.name } : null,
      class: placement ? { class_id: placement.classId, class_name: placement.className } : null,
      teaching: details.teaching
        .filter((t) => t.teacherId === row.id)
        .map((t) => ({
          teacher_assign_id: t.teacherAssignId,
          class_id: t.classId,
          class_name: t.className,
          subject_id: t.subjectId,
          subject_name: t.subjectName,
        })),
      created_at: row.createdAt.toISOString(),
    };
  });
}
