import { z } from 'zod/mini';
import { defineCall, USER_TYPES } from '../call.js';
import { profile } from './session.js';

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar', 'hi', 'zh'] as const;

const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'This field may not be blank.'), z.maxLength(100));

export const updateAccountSettings = defineCall({
  method: 'PATCH',
  path: '/accounts/account-settings',
  roles: USER_TYPES,
  summary: 'Change name, language and notification preferences; email and role stay as they are.',
  body: z.strictObject({
    first_name: z.optional(name),
    last_name: z.optional(name),
    preferred_language: z.optional(z.enum(LANGUAGES)),
    notification_preferences: z.optional(
      z.object({ email: z.optional(z.boolean()), push: z.optional(z.boolean()) }),
    ),
  }),
  response: profile,
});
