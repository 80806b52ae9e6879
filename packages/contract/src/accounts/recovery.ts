import { z } from 'zod/mini';
import { defineCall, USER_TYPES } from '../call.js';

const detailOnly = z.object({ detail: z.string() });
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your email.'),
    z.maxLength(254),
    z.email('Enter a valid email address.'),
  );

export const RECOVERY_CODE_SENT_DETAIL =
  'If an account uses this email, we have sent it a 6-digit code. It is valid for 10 minutes.';
export const RECOVERY_CODE_TTL_SECONDS = 600;
export const RECOVERY_CODE_MAX_TRIES = 5;
export const RECOVERY_RESEND_COOLDOWN_SECONDS = 60;
export const RESET_LINK_TTL_HOURS = 24;

export const getPasswordPublicKey = defineCall({
  method: 'GET',
  path: '/accounts/public-key',
  roles: 'public',
  summary: 'The key browsers encrypt new passwords with (RSA-OAEP with SHA-256, SPKI, base64).',
  response: z.object({
    key_id: z.int(),
    algorithm: z.literal('RSA-OAEP-256'),
    spki: z.string(),
  }),
});

export const sendRecoveryCode = defineCall({
  method: 'POST',
  path: '/accounts/forgot-password-otp',
  roles: 'public',
  summary:
    'Mail a 6-digit recovery code; the answer is the same whether or not the account exists.',
  body: z.object({ email }),
  response: z.object({ detail: z.string(), resend_after_seconds: z.int() }),
});

export const verifyRecoveryCode = defineCall({
  method: 'POST',
  path: '/accounts/forgot-password-otp-verify',
  roles: 'public',
  summary: 'Exchange the emailed code for a short-lived reset key.',
  body: z.object({
    email,
    otp: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6 digits from the email.')),
  }),
  response: z.object({ reset_key: z.string(), expires_in_seconds: z.int() }),
});

export const resetPassword = defineCall({
  method: 'POST',
  path: '/accounts/forgot-password',
  roles: 'public',
  summary: 'Set a new password: `payload` is {reset_key, password} encrypted with the public key.',
  body: z.object({
    payload: z.string().check(z.minLength(1, 'The request carries no payload.'), z.maxLength(4096)),
  }),
  response: detailOnly,
});

export const checkPasswordReset = defineCall({
  method: 'POST',
  path: '/accounts/check-password-reset',
  roles: 'optional',
  summary:
    'With a link key: whether it can still set a password. Signed in: whether the user must change a temporary password.',
  body: z._default(z.object({ key: z.optional(z.string().check(z.maxLength(200))) }), {}),
  response: z.object({
    valid: z.boolean(),
    must_change_password: z.boolean(),
    first_name: z.nullable(z.string()),
  }),
});

export const resetPasswordFromLink = defineCall({
  method: 'POST',
  path: '/accounts/reset-password-email',
  roles: 'public',
  summary:
    'Set a password from an emailed link: body {key}; the x-encrypted-payload header holds {password} encrypted.',
  body: z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: detailOnly,
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/accounts/change-password',
  roles: USER_TYPES,
  summary: 'Change the password; every other sign-in of the user ends.',
  body: z.object({
    current_password: z
      .string()
      .check(z.minLength(1, 'Enter your current password.'), z.maxLength(1024)),
    new_password: z.string(),
  }),
  response: detailOnly,
});
