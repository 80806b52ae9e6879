import { z } from 'zod/mini';

/** Every error answer has this shape; `errors` maps a field name to its messages. */
export const errorBody = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  data: z.optional(z.record(z.string(), z.unknown())),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const INVALID_TOKEN_DETAIL = 'Invalid token.';
export const WRONG_CREDENTIALS_DETAIL = 'Unable to sign in with the email and password provided.';
export const TOO_MANY_ATTEMPTS_DETAIL =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
