import { type accounts, WRONG_CREDENTIALS_DETAIL } from '@kitlab/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ApiError, badRequest } from '../../lib/errors.js';
import { districtOf, schoolsVisibleTo } from '../../lib/organisation-scope.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth.js';
import { createAccountsRepository, type UserRow } from './accounts.repository.js';
import { createSignInThrottle } from './sign-in-throttle.js';

type Profile = z.input<typeof accounts.profile>;

export interface AccountsDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  tokenVersion: number;
  tokenTtlHours: number;
}

export function createAccountsService(deps: AccountsDeps) {
  const repo = createAccountsRepository(deps.db);
  const throttle = createSignInThrottle(deps.limiter);

  async function currentPolicyFor(user: UserRow) {
    const district = await districtOf(deps.db, user.organisationId);
    return {
      district,
      policy: await repo.findCurrentPolicy(district?.id ?? null, deps.clock.now()),
    };
  }

  async function privacyStatus(
    user: UserRow,
    policy: Awaited<ReturnType<typeof repo.findCurrentPolicy>>,
  ) {
    if (!policy) return [{ accepted: true, policy_id: null, version: null, accepted_at: null }];
    const acceptance = await repo.findAcceptance(policy.id, user.id);
    return [
      {
        accepted: acceptance !== null,
        policy_id: policy.id,
        version: policy.version,
        accepted_at: acceptance?.acceptedAt.toISOString() ?? null,
      },
    ];
  }

  async function buildProfile(user: UserRow): Promise<Profile> {
    const { district, policy } = await currentPolicyFor(user);
    const studentClass = user.userType === 'S' ? await repo.findStudentClasses(user.id) : [];
    const [studentTeachers, teacherClasses, schools, privacy] = await Promise.all([
      repo.findTeachersOfClasses(studentClass.map((c) => c.class_id)),
      user.userType === 'T' ? repo.findTeacherClasses(user.id) : Promise.resolve([]),
      schoolsVisibleTo(deps.db, user),
      privacyStatus(user, policy),
    ]);
    return {
      user_token: user.token,
      user_type: user.userType,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      preferred_language: user.preferredLanguage,
      student_class: studentClass,
      student_teachers: studentTeachers,
      teacher_classes: teacherClasses,
      schools: schools.map((s) => ({ school_token: s.token, name: s.name })),
      district_name: district?.name ?? null,
      privacy_policy: privacy,
      subscription: {
        plan: district?.plan ?? 'school',
        status: 'active',
        organisation_token: district?.token ?? '',
        organisation_name: district?.name ?? '',
      },
      token_version: deps.tokenVersion,
      is_companion_enrolled: user.isCompanionEnrolled,
      notification_preferences: user.notificationPreferences,
      must_change_password: user.mustChangePassword,
    };
  }

  async function requireUser(id: number): Promise<UserRow> {
    const user = await repo.findUserById(id);
    if (!user) throw new ApiError(401, 'invalid_token', 'Invalid token.');
    return user;
  }

  return {
    async login(input: { email: string; password: string }, address: string) {
      const email = input.email.trim().toLowerCase();
      const attempt = await throttle.begin(email, address);
      const user = await repo.findUserByEmail(email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !passwordOk || !user.isActive) {
        throw badRequest(WRONG_CREDENTIALS_DETAIL, undefined, 'invalid_credentials');
      }
      await attempt.succeeded();
      const token = newSecretToken();
      const expiresAt = new Date(deps.clock.now().getTime() + deps.tokenTtlHours * 3600 * 1000);
      await repo.insertAuthToken(user.id, hashToken(token), expiresAt);
      return { ...(await buildProfile(user)), token };
    },

    async logout(user: AuthUser) {
      await repo.revokeAuthToken(user.authTokenId, deps.clock.now());
      return { detail: 'Logged out.' };
    },

    async getProfile(user: AuthUser) {
      return buildProfile(await requireUser(user.id));
    },

    async getTeacherSubjects(user: AuthUser) {
      const rows = await repo.findTeacherClasses(user.id);
      const bySubject = new Map<number, z.input<typeof accounts.teacherSubject>>();
      for (const row of rows) {
        const entry = bySubject.get(row.class_subject_id) ?? {
          subject_id: row.class_subject_id,
          subject_name: row.class_subject_name,
          classes: [],
        };
        entry.classes.push({
          teacher_assign_id: row.teacher_assign_id,
          class_id: row.class_id,
          class_name: row.class_name,
          class_token: row.class_token,
          class_grade_id: row.class_grade_id,
        });
        bySubject.set(row.class_subject_id, entry);
      }
      const results = [...bySubject.values()].sort((a, b) =>
        a.subject_name.localeCompare(b.subject_name),
      );
      return { results };
    },

    async userPrivacy(
      user: AuthUser,
      body: { accept?: boolean | undefined; policy_id?: number | undefined },
    ) {
      const row = await requireUser(user.id);
      const { policy } = await currentPolicyFor(row);
      if (body.accept) {
        if (!policy || policy.id !== body.policy_id) {
          throw badRequest('This is not the current privacy policy. Reload it and try again.', {
            policy_id: ['This is not the current privacy policy.'],
          });
        }
        await repo.insertAcceptance(policy.id, row.id, deps.clock.now());
      }
      return {
        policy: policy && {
          policy_id: policy.id,
          version: policy.version,
          title: policy.title,
          body: policy.body,
          published_at: policy.publishedAt.toISOString(),
        },
        privacy_policy: await privacyStatus(row, policy),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
