import { accounts, core, INVALID_TOKEN_DETAIL, WRONG_CREDENTIALS_DETAIL } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { callerFrom, callerOn } from '../../test/api-caller.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { authHeader, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newStudent() {
  const district = await t.make.district();
  const school = await t.make.school(district);
  return t.make.user({ type: 'S', organisation: school });
}

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  callerFrom(t.app, remoteAddress).send(accounts.login, { body: { email, password } });

describe('POST /api/accounts/login', () => {
  it('returns a token and the session fields', async () => {
    const student = await newStudent();
    const response = await login(student.email, TEST_PASSWORD);
    expect(response.status).toBe(200);
    const body = response.data;
    for (const field of [
      'token',
      'user_type',
      'user_token',
      'email',
      'first_name',
      'last_name',
      'student_class',
      'student_teachers',
      'teacher_classes',
      'privacy_policy',
      'subscription',
      'token_version',
      'is_companion_enrolled',
    ]) {
      expect(body).toHaveProperty(field);
    }
    expect(body).toMatchObject({
      user_type: 'S',
      user_token: student.token,
      email: student.email,
      token_version: 1,
    });
    expect(response.text).not.toContain('password_hash');
    expect(response.text).not.toContain('passwordHash');
  });

  it('stores only a hash of the token', async () => {
    const student = await newStudent();
    const token = (await login(student.email, TEST_PASSWORD)).data?.token ?? '';
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('ignores the case and spaces of the email', async () => {
    const student = await newStudent();
    const response = await login(`  ${student.email.toUpperCase()} `, TEST_PASSWORD);
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const student = await newStudent();
    const wrongPassword = await login(student.email, 'not the password', '10.0.1.1');
    const unknownEmail = await login('nobody@school.test', TEST_PASSWORD, '10.0.1.2');
    expect(wrongPassword.status).toBe(400);
    expect(unknownEmail.status).toBe(400);
    expect(wrongPassword.error).toEqual({
      detail: WRONG_CREDENTIALS_DETAIL,
      code: 'invalid_credentials',
    });
    expect(unknownEmail.text).toEqual(wrongPassword.text);
  });

  it('refuses a deactivated account with the same message', async () => {
    const student = await newStudent();
    await t.make.deactivate(student);
    const response = await login(student.email, TEST_PASSWORD, '10.0.2.1');
    expect(response.status).toBe(400);
    expect(response.error?.detail).toBe(WRONG_CREDENTIALS_DETAIL);
  });

  it('names the missing fields', async () => {
    const response = await callerOn(t.app).sendUnchecked(accounts.login, { body: {} });
    expect(response.status).toBe(400);
    expect(Object.keys(response.error?.errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('pauses an account after five failed attempts, even with the right password', async () => {
    const student = await newStudent();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(student.email, 'wrong', `10.1.0.${attempt}`)).status).toBe(400);
    }
    const blocked = await login(student.email, TEST_PASSWORD, '10.1.0.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(16 * 60 * 1000);
    expect((await login(student.email, TEST_PASSWORD, '10.1.0.9')).status).toBe(200);
  });

  it('pauses an address after twenty failed attempts across accounts', async () => {
    const address = '10.2.0.1';
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await login(`guess${attempt}@school.test`, 'wrong', address)).status).toBe(400);
    }
    const student = await newStudent();
    expect((await login(student.email, TEST_PASSWORD, address)).status).toBe(429);
    expect((await login(student.email, TEST_PASSWORD, '10.2.0.2')).status).toBe(200);
  });

  it('forgets earlier failures of an account after a successful sign-in', async () => {
    const student = await newStudent();
    for (let attempt = 0; attempt < 4; attempt++) await login(student.email, 'wrong', '10.3.0.1');
    expect((await login(student.email, TEST_PASSWORD, '10.3.0.1')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await login(student.email, 'wrong', '10.3.0.2');
    expect((await login(student.email, TEST_PASSWORD, '10.3.0.3')).status).toBe(200);
  });
});

describe('token authentication', () => {
  it('answers 401 Invalid token. without a token or with an unknown one', async () => {
    for (const headers of [{}, authHeader('made-up'), { authorization: 'Basic abc' }]) {
      const response = await callerOn(t.app).send(accounts.getAccountSettings, { headers });
      expect(response.status).toBe(401);
      expect(response.error?.detail).toBe(INVALID_TOKEN_DETAIL);
    }
  });

  it('stops a token when it expires', async () => {
    const student = await newStudent();
    const token = await t.signIn(student.email);
    t.clock.advance(8 * 24 * 3600 * 1000);
    const response = await callerOn(t.app, token).send(accounts.getAccountSettings);
    expect(response.status).toBe(401);
  });

  it('stops every token of a deactivated user at once', async () => {
    const student = await newStudent();
    const token = await t.signIn(student.email);
    await t.make.deactivate(student);
    const response = await callerOn(t.app, token).send(accounts.getAccountSettings);
    expect(response.status).toBe(401);
  });
});

describe('POST /api/accounts/logout', () => {
  it('revokes the token it was sent with, and only that one', async () => {
    const student = await newStudent();
    const first = await t.signIn(student.email);
    const second = await t.signIn(student.email);
    const response = await callerOn(t.app, first).send(accounts.logout);
    expect(response.status).toBe(200);
    const revoked = await callerOn(t.app, first).send(accounts.getAccountSettings);
    expect(revoked.status).toBe(401);
    expect(revoked.error?.detail).toBe(INVALID_TOKEN_DETAIL);
    const other = await callerOn(t.app, second).send(accounts.getAccountSettings);
    expect(other.status).toBe(200);
    const again = await callerOn(t.app, first).send(accounts.logout);
    expect(again.status).toBe(401);
  });
});

describe('Token-Version', () => {
  it('answers 426 with the latest version when the client is older', async () => {
    const versioned = await createTestApp({ TOKEN_VERSION: '3' });
    try {
      const response = await callerOn(versioned.app).send(core.getHealth, {
        headers: { 'token-version': '2' },
      });
      expect(response.status).toBe(426);
      expect(response.error).toMatchObject({
        code: 'upgrade_required',
        data: { latest_token_version: 3 },
      });
      const garbage = await callerOn(versioned.app).send(core.getHealth, {
        headers: { 'token-version': 'abc' },
      });
      expect(garbage.status).toBe(426);
      for (const version of ['3', '4']) {
        const current = await callerOn(versioned.app).send(core.getHealth, {
          headers: { 'token-version': version },
        });
        expect(current.status).toBe(200);
      }
    } finally {
      await versioned.close();
    }
  });
});
