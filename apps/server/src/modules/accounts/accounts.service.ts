import { WRONG_CREDENTIALS_DETAIL } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { ApiError, badRequest } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  accountEvent,
  type LearningEventRecorder,
  type NewLearningEvent,
} from '../learning-events/index.js';
import { districtOf, schoolsVisibleTo } from '../organisations/index.js';
import { createAccountsRepository, type UserRow } from './accounts.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import {
  presentPolicyAnswer,
  presentPrivacyStatus,
  presentProfile,
  presentTeacherSubjects,
} from './profile.presenter.js';
import { createSignInThrottle } from './sign-in-throttle.js';

export interface AccountsDeps {
  db: Database;
  events: LearningEventRecorder;
  clock: Clock;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  tokenVersion: number;
  tokenTtlHours: number;
}

export function createAccountsService(deps: AccountsDeps) {
  const repo = createAccountsRepository(deps.db);
  const throttle = createSignInThrottle(deps.limiter);

  /** The user's current policy and their acceptance of it, the district read first. */
  async function currentPolicyOf(user: UserRow) {
    const district = await districtOf(deps.db, user.organisationId);
    const now = deps.clock.now();
    const current = await repo.currentPolicyWithAcceptance(district?.id ?? null, user.id, now);
    return { district, ...current };
  }

  async function privacyOf(user: UserRow) {
    const { district, policy, acceptance } = await currentPolicyOf(user);
    return { district, privacy: presentPrivacyStatus(policy, acceptance) };
  }

  /** A student's class and its teachers, read one after the other. */
  async function classOf(user: UserRow) {
    const studentClass = user.userType === 'S' ? await repo.studentClassOf(user.id) : null;
    const teachers = await repo.findTeachersOfClasses(studentClass ? [studentClass.classId] : []);
    return { studentClass, studentTeachers: teachers };
  }

  // The reads that do not wait on each other go side by side on the pool.
  async function buildProfile(user: UserRow) {
    const [{ district, privacy }, { studentClass, studentTeachers }, teaching, schools] =
      await Promise.all([
        privacyOf(user),
        classOf(user),
        user.userType === 'T' ? repo.teachingOf(user.id) : Promise.resolve([]),
        schoolsVisibleTo(deps.db, user),
      ]);
    return presentProfile(user, {
      studentClass,
      studentTeachers,
      teaching,
      schools,
      district,
      privacy,
      tokenVersion: deps.tokenVersion,
    });
  }

  /** Writes the fact and its learning event (when there is one) in one transaction. */
  function withEvent(event: NewLearningEvent | null, write: (tx: Database) => Promise<void>) {
    return inTransaction(deps.db, async (tx) => {
      await write(tx);
      if (event) await deps.events.record(tx, [event]);
    });
  }

  async function requireUser(id: number): Promise<UserRow> {
    const user = await repo.findUserById(id);
    if (!user) throw new ApiError(401, 'invalid_token', 'Invalid token.');
    return user;
  }

  return {
    async login(input: { email: string; password: string }, address: string) {
      const email = input.email.trim().toLowerCase();
      const user = await throttle.check(email, address, async () => {
        const found = await repo.findUserByEmail(email);
        const passwordOk = await deps.passwords.verify(found?.passwordHash ?? null, input.password);
        return found && passwordOk && found.isActive ? found : null;
      });
      if (!user) throw badRequest(WRONG_CREDENTIALS_DETAIL, undefined, 'invalid_credentials');
      const token = newSecretToken();
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + deps.tokenTtlHours * 3600 * 1000);
      await withEvent(accountEvent(user, 'login', now), (tx) =>
        createAccountsRepository(tx).insertAuthToken(user.id, hashToken(token), expiresAt),
      );
      return { ...(await buildProfile(user)), token };
    },

    async logout(user: AuthUser) {
      const now = deps.clock.now();
      await withEvent(accountEvent(user, 'logout', now), (tx) =>
        createAccountsRepository(tx).revokeAuthToken(user.authTokenId, now),
      );
      return { detail: 'Logged out.' };
    },

    async getProfile(user: AuthUser) {
      return buildProfile(await requireUser(user.id));
    },

    async getTeacherSubjects(user: AuthUser) {
      return { results: presentTeacherSubjects(await repo.teachingOf(user.id)) };
    },

    async userPrivacy(
      user: AuthUser,
      body: { accept?: boolean | undefined; policy_id?: number | undefined },
    ) {
      const row = await requireUser(user.id);
      const current = await currentPolicyOf(row);
      const { policy } = current;
      if (!body.accept) {
        return presentPolicyAnswer(policy, presentPrivacyStatus(policy, current.acceptance));
      }
      if (!policy || policy.id !== body.policy_id) {
        throw badRequest('This is not the current privacy policy. Reload it and try again.', {
          policy_id: ['This is not the current privacy policy.'],
        });
      }
      await repo.insertAcceptance(policy.id, row.id, deps.clock.now());
      // Read again: an acceptance made before, or at the same time, is the one that stays.
      const accepted = await currentPolicyOf(row);
      return presentPolicyAnswer(
        accepted.policy,
        presentPrivacyStatus(accepted.policy, accepted.acceptance),
      );
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
