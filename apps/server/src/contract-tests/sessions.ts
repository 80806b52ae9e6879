import { authTokens } from '../db/schema/index.js';
import { hashToken, newSecretToken } from '../lib/tokens.js';
import type { TestApp } from '../test/test-app.js';

const NINETY_DAYS_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * A sign-in token for a user, written as sign-in writes it but without checking a password:
 * thousands of requests would otherwise spend their time hashing passwords.
 */
export async function issueToken(t: TestApp, user: { id: number }): Promise<string> {
  const token = newSecretToken();
  await t.db.insert(authTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(t.clock.now().getTime() + NINETY_DAYS_MS),
  });
  return token;
}
