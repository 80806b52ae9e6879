import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { detailOnly } from './session.js';

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

export const resetPasswordFromLink = defineCall({
  method: 'POST',
  path: '/accounts/reset-password-email',
  roles: 'public',
  summary:
    'Set a password from an emailed link: body {key}; the x-encrypted-payload header holds {password} encrypted.',
  body: z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: detailOnly,
});
