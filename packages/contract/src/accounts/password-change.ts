import { z } from 'zod/mini';
import { defineCall, USER_TYPES } from '../call.js';
import { detailOnly } from './session.js';

// What a signed-in user's password change needs (the shell asks on every signed-in page whether a
// temporary password must be changed), apart from recovery by code or link, which only the
// signed-out pages use.

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
