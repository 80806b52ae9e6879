import type { accounts } from '@kitlab/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { pageResult } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import { resetLinkMail } from './account-mail.js';
import { canEditUser, canSeeUser, canUseSchool, type ManagingAdmin } from './admin.policy.js';
import { createAdminRepository, type UserRow } from './admin.repository.js';
import { presentManagedUsers } from './managed-user.presenter.js';
import type { PasswordHasher } from './password-hasher.js';
import type { createRecoveryRepository } from './recovery.repository.js';
import { assertGoodPassword } from './recovery.service.js';
import { newResetLink } from './welcome-links.js';

type ListQuery = z.output<NonNullable<typeof accounts.listUsers.query>>;
type CreateBody = z.output<NonNullable<typeof accounts.createUser.body>>;
type UpdateBody = z.output<NonNullable<typeof accounts.updateUser.body>>;

export function createAdminService(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  publicUrl: string;
  recovery: ReturnType<typeof createRecoveryRepository>;
}) {
  const repo = createAdminRepository(deps.db);

  async function adminScope(user: AuthUser) {
    const schools = await schoolsVisibleTo(deps.db, user);
    const admin: ManagingAdmin = {
      id: user.id,
      userType: user.userType,
      schoolIds: schools.map((s) => s.id),
    };
    return { admin, schools };
  }

  async function managedUsersOf(rows: UserRow[]) {
    return presentManagedUsers(rows, await repo.detailsOf(rows.map((r) => r.id)));
  }

  async function managedUserOf(row: UserRow) {
    const [shown] = await managedUsersOf([row]);
    if (!shown) throw new Error('presenting a user failed');
    return shown;
  }

  /** The target user if this administrator may see it; anything else is 404, never 403. */
  async function visibleUser(admin: ManagingAdmin, userToken: string): Promise<UserRow> {
    const row = await repo.findUserByToken(userToken);
    if (!row || !canSeeUser(admin, row)) throw notFound('No such user.');
    return row;
  }

  async function editableUser(user: AuthUser, userToken: string) {
    const { admin } = await adminScope(user);
    const row = await visibleUser(admin, userToken);
    if (!canEditUser(admin, row))
      throw forbidden('Administrator accounts are managed by the district.');
    return row;
  }

  async function classInSchool(classId: number, schoolId: number, field = 'class_id') {
    const found = await repo.findClass(classId);
    if (!found || found.organisationId !== schoolId) {
      throw badRequest('Choose a class of the same school.', {
        [field]: ['Choose a class of the same school.'],
      });
    }
    return found;
  }

  async function sendLink(target: UserRow, createdById: number, isNewAccount: boolean) {
    const { keyRow, link } = newResetLink(deps.publicUrl, target.id, createdById, deps.clock.now());
    await deps.recovery.insertKey(keyRow);
    try {
      await deps.mailer.send(resetLinkMail(target, link, isNewAccount));
    } catch {
      throw new ApiError(
        502,
        'mail_failed',
        'The email could not be sent. Please try again later.',
      );
    }
  }

  return {
    async list(user: AuthUser, query: ListQuery) {
      const { admin, schools } = await adminScope(user);
      let schoolIds = admin.schoolIds.slice();
      if (query.school_token) {
        const school = schools.find((s) => s.token === query.school_token);
        schoolIds = school ? [school.id] : [];
      }
      const filters = {
        schoolIds,
        search: query.search || undefined,
        userType: query.user_type,
        classId: query.class_id,
        isActive: query.is_active,
      };
      const total = await repo.countUsers(filters);
      const rows = await repo.listUsers(filters, query.per_page, (query.page - 1) * query.per_page);
      return pageResult(await managedUsersOf(rows), total, query.page, query.per_page);
    },

    async get(user: AuthUser, userToken: string) {
      const { admin } = await adminScope(user);
      return managedUserOf(await visibleUser(admin, userToken));
    },

    async create(user: AuthUser, body: CreateBody) {
      const { admin, schools } = await adminScope(user);
      const school = schools.find((s) => s.token === body.school_token);
      if (!school || !canUseSchool(admin, school.id)) {
        throw badRequest('Choose one of your schools.', {
          school_token: ['Choose one of your schools.'],
        });
      }
      if (await repo.emailTaken(body.email)) {
        throw badRequest('A user with this email already exists.', {
          email: ['A user with this email already exists.'],
        });
      }
      if (body.class_id !== undefined && body.user_type !== 'S') {
        throw badRequest(
          'Only students are placed in a class; give a teacher a class and subject instead.',
          {
            class_id: ['Only students are placed in a class.'],
          },
        );
      }
      if (body.class_id !== undefined) await classInSchool(body.class_id, school.id);
      if (body.temporary_password)
        assertGoodPassword(body.temporary_password, body.email, 'temporary_password');
      const created = await repo.insertUser(
        {
          organisationId: school.id,
          userType: body.user_type,
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          passwordHash: body.temporary_password
            ? await deps.passwords.hash(body.temporary_password)
            : null,
          mustChangePassword: body.temporary_password !== undefined,
          // The school's clock, as every date of the account: a student's first day is this one.
          createdAt: deps.clock.now(),
        },
        body.class_id,
      );
      if (!body.temporary_password) await sendLink(created, user.id, true);
      return managedUserOf(created);
    },

    async update(user: AuthUser, userToken: string, body: UpdateBody) {
      const target = await editableUser(user, userToken);
      if (body.email !== undefined && (await repo.emailTaken(body.email, target.id))) {
        throw badRequest('A user with this email already exists.', {
          email: ['A user with this email already exists.'],
        });
      }
      if (body.class_id !== undefined) {
        if (target.userType !== 'S') {
          throw badRequest('Only students are placed in a class.', {
            class_id: ['Only students are placed in a class.'],
          });
        }
        await classInSchool(body.class_id, target.organisationId);
        await repo.placeStudent(target.id, target.organisationId, body.class_id);
      }
      const now = deps.clock.now();
      await repo.updateUser(target.id, {
        ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.is_active !== undefined
          ? { isActive: body.is_active, deactivatedAt: body.is_active ? null : now }
          : {}),
      });
      if (body.is_active === false) await repo.revokeAllTokens(target.id, now);
      return this.get(user, userToken);
    },

    async assignTeaching(user: AuthUser, userToken: string, classId: number, subjectId: number) {
      const target = await editableUser(user, userToken);
      if (target.userType !== 'T')
        throw badRequest('Only teachers teach classes.', {
          user_token: ['Only teachers teach classes.'],
        });
      await classInSchool(classId, target.organisationId);
      if (!(await repo.findSubject(subjectId)))
        throw badRequest('Choose a subject.', { subject_id: ['Choose a subject.'] });
      const added = await repo.addTeaching({
        organisationId: target.organisationId,
        teacherId: target.id,
        classId,
        subjectId,
      });
      if (!added)
        throw conflict(
          'This teacher already teaches this subject to this class.',
          'already_assigned',
        );
      return this.get(user, userToken);
    },

    async removeTeaching(user: AuthUser, userToken: string, teacherAssignId: number) {
      const target = await editableUser(user, userToken);
      if (!(await repo.removeTeaching(target.id, teacherAssignId)))
        throw notFound('No such class for this teacher.');
      return this.get(user, userToken);
    },

    async sendResetLink(user: AuthUser, userToken: string) {
      const target = await editableUser(user, userToken);
      if (!target.isActive)
        throw badRequest(
          'This account is deactivated. Reactivate it first.',
          undefined,
          'inactive_user',
        );
      await sendLink(target, user.id, target.passwordHash === null);
      return { detail: `A link to set a new password has been sent to ${target.email}.` };
    },

    async validateEmail(email: string) {
      const normalised = email.trim().toLowerCase();
      const errors: Record<string, string[]> = {};
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised))
        errors.email = ['Enter a valid email address.'];
      else if (await repo.emailTaken(normalised))
        errors.email = ['A user with this email already exists.'];
      return { valid: Object.keys(errors).length === 0, errors };
    },
  };
}
