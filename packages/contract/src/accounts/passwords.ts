import { z } from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Length only: whether it is common or the user's email is checked on the server. */
export const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  );

/** Header that carries the encrypted new password of reset-password-email. */
export const ENCRYPTED_PAYLOAD_HEADER = 'x-encrypted-payload';

/** What the browser encrypts (RSA-OAEP, SHA-256) for forgot-password and reset-password-email. */
export const recoveryPayload = z.object({
  reset_key: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.string(),
});
export const linkPayload = z.object({ password: z.string() });
