import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';
import { hashToken, newSecretToken } from './tokens.js';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters, salted', async () => {
    const first = await hashPassword('a long school password');
    const second = await hashPassword('a long school password');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'a long school password')).toBe(true);
    expect(await verifyPassword(first, 'a long school passwore')).toBe(false);
  });

  it('refuses a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe('tokens', () => {
  it('are long, random and stored as a SHA-256', () => {
    const token = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecretToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
