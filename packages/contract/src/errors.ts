import { z } from 'zod';

/** Every error answer has this shape; `errors` maps a field name to its messages. */
export const errorBody = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const INVALID_TOKEN_DETAIL = 'Invalid token.';
export const WRONG_CREDENTIALS_DETAIL = 'Unable to sign in with the email and password provided.';
export const TOO_MANY_ATTEMPTS_DETAIL =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
