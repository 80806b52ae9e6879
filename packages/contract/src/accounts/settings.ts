import { z } from 'zod';
import { defineCall, USER_TYPES } from '../call.js';
import { profile } from './session.js';

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar', 'hi', 'zh'] as const;

const name = z.string().trim().min(1, 'This field may not be blank.').max(100);

export const updateAccountSettings = defineCall({
  method: 'PATCH',
  path: '/accounts/account-settings',
  roles: USER_TYPES,
  summary: 'Change name, language and notification preferences; email and role stay as they are.',
  body: z
    .object({
      first_name: name.optional(),
      last_name: name.optional(),
      preferred_language: z.enum(LANGUAGES).optional(),
      notification_preferences: z
        .object({ email: z.boolean().optional(), push: z.boolean().optional() })
        .optional(),
    })
    .strict(),
  response: profile,
});
