import type { accounts, ParsedPart } from '@kitlab/contract';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { createAccountsRepository } from './accounts.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import type { createRecoveryRepository } from './recovery.repository.js';
import { assertGoodPassword } from './recovery.service.js';
import { createSignInThrottle } from './sign-in-throttle.js';

export type SettingsChange = ParsedPart<typeof accounts.updateAccountSettings.body>;

export function createSettingsService(deps: {
  clock: Clock;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  users: ReturnType<typeof createAccountsRepository>;
  recovery: ReturnType<typeof createRecoveryRepository>;
}) {
  const throttle = createSignInThrottle(deps.limiter);

  return {
    async changePassword(user: AuthUser, current: string, next: string, address: string) {
      const row = await deps.users.findUserById(user.id);
      if (!row) throw badRequest('Unknown user.');
      // A wrong current password counts as a failed sign-in: a stolen open session cannot guess it.
      const passed = await throttle.check(row.email, address, async () =>
        (await deps.passwords.verify(row.passwordHash, current)) ? row : null,
      );
      if (!passed) {
        throw badRequest('Your current password is not right.', {
          current_password: ['Your current password is not right.'],
        });
      }
      if (current === next) {
        throw badRequest('Choose a password different from your current one.', {
          new_password: ['Choose a password different from your current one.'],
        });
      }
      assertGoodPassword(next, row.email, 'new_password');
      await deps.recovery.setPassword({
        userId: row.id,
        passwordHash: await deps.passwords.hash(next),
        at: deps.clock.now(),
        keepTokenId: user.authTokenId,
      });
      return { detail: 'Your password has been changed. Other devices have been signed out.' };
    },

    async updateSettings(user: AuthUser, change: SettingsChange) {
      const row = await deps.users.findUserById(user.id);
      if (!row) throw badRequest('Unknown user.');
      await deps.users.updateUser(row.id, {
        ...(change.first_name !== undefined ? { firstName: change.first_name } : {}),
        ...(change.last_name !== undefined ? { lastName: change.last_name } : {}),
        ...(change.preferred_language !== undefined
          ? { preferredLanguage: change.preferred_language }
          : {}),
        ...(change.notification_preferences
          ? {
              notificationPreferences: {
                email: change.notification_preferences.email ?? row.notificationPreferences.email,
                push: change.notification_preferences.push ?? row.notificationPreferences.push,
              },
            }
          : {}),
      });
    },
  };
}
