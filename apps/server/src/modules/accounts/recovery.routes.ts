import { accounts } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/errors.js';
import { registerCall } from '../../plugins/calls.js';
import { createAccountsRepository } from './accounts.repository.js';
import type { createAccountsService } from './accounts.service.js';
import type { PasswordHasher } from './password-hasher.js';
import { createRecoveryRepository } from './recovery.repository.js';
import { createRecoveryService, decryptJson } from './recovery.service.js';
import { createSettingsService } from './settings.service.js';

/** Password recovery by code, reset links, change password and account settings. */
export function registerRecoveryRoutes(
  ctx: AppContext,
  profiles: ReturnType<typeof createAccountsService>,
  passwords: PasswordHasher,
): void {
  const { app } = ctx;
  const users = createAccountsRepository(ctx.db);
  const recovery = createRecoveryRepository(ctx.db, ctx.learningEvents);
  const service = createRecoveryService({ ...ctx, passwords, users, recovery, log: app.log });
  const settings = createSettingsService({ ...ctx, passwords, users, recovery });

  registerCall(app, ctx, accounts.getPasswordPublicKey, async () => {
    const keys = await ctx.payloadKeys.get();
    return { key_id: keys.keyId, algorithm: 'RSA-OAEP-256' as const, spki: keys.spki };
  });

  registerCall(app, ctx, accounts.sendRecoveryCode, ({ body, request }) =>
    service.requestCode(body.email, request.ip),
  );

  registerCall(app, ctx, accounts.verifyRecoveryCode, ({ body, request }) =>
    service.verifyCode(body.email, body.otp, request.ip),
  );

  registerCall(app, ctx, accounts.resetPassword, async ({ body, request }) => {
    const payload = await decryptJson(ctx.payloadKeys, body.payload, (v) =>
      accounts.recoveryPayload.parse(v),
    );
    return service.resetWithKey(
      { key: payload.reset_key, password: payload.password, purpose: 'recovery' },
      request.ip,
    );
  });

  registerCall(app, ctx, accounts.checkPasswordReset, async ({ body, user, request }) => {
    if (body.key) return service.checkLinkKey(body.key, request.ip);
    if (!user)
      throw badRequest('Send the key from the email link.', { key: ['This field is required.'] });
    return service.checkSignedIn(user.id);
  });

  registerCall(app, ctx, accounts.resetPasswordFromLink, async ({ body, request }) => {
    const header = request.headers[accounts.ENCRYPTED_PAYLOAD_HEADER];
    if (typeof header !== 'string' || header.length === 0 || header.length > 4096) {
      throw badRequest('The new password is missing or was not encrypted.', {
        password: ['The new password is missing or was not encrypted.'],
      });
    }
    const payload = await decryptJson(ctx.payloadKeys, header, (v) =>
      accounts.linkPayload.parse(v),
    );
    return service.resetWithKey(
      { key: body.key, password: payload.password, purpose: 'link' },
      request.ip,
    );
  });

  registerCall(app, ctx, accounts.changePassword, ({ body, user, request }) =>
    settings.changePassword(user, body.current_password, body.new_password, request.ip),
  );

  registerCall(app, ctx, accounts.updateAccountSettings, async ({ body, user }) => {
    await settings.updateSettings(user, body);
    return profiles.getProfile(user);
  });
}
