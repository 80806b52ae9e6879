import { accounts } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFrom } from '../../test/api-caller.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Guessing arrives all at once: every limit holds however many requests race each other. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BURST = 50;

async function newStudent() {
  const district = await t.make.district();
  const school = await t.make.school(district);
  return t.make.user({ type: 'S', organisation: school });
}

/** A caller from one client address, signed in when a token is given. */
const from = (remoteAddress: string, token?: string) => {
  const caller = callerFrom(t.app, remoteAddress);
  return token ? caller.withToken(token) : caller;
};

/** Sends `BURST` requests at once and counts the answers by status. */
async function burst(send: (index: number) => Promise<{ status: number }>) {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, index) => send(index)));
  const byStatus: Record<number, number> = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  return byStatus;
}

describe('bursts of parallel guesses', () => {
  it('checks at most 5 wrong passwords of one account, then pauses even the right one', async () => {
    const student = await newStudent();
    const answers = await burst((i) =>
      from(`10.20.0.${i}`).send(accounts.login, {
        body: { email: student.email, password: `wrong-${i}` },
      }),
    );
    expect(answers).toEqual({ 400: 5, 429: BURST - 5 });
    const right = await from('10.20.1.1').send(accounts.login, {
      body: { email: student.email, password: TEST_PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('checks at most 20 sign-ins from one address across accounts', async () => {
    const answers = await burst((i) =>
      from('10.21.0.1').send(accounts.login, {
        body: { email: `nobody${i}@school.test`, password: 'x' },
      }),
    );
    expect(answers).toEqual({ 400: 20, 429: BURST - 20 });
  });

  it('checks at most 5 wrong current passwords when changing a password', async () => {
    const student = await newStudent();
    const token = await t.signIn(student.email);
    const answers = await burst((i) =>
      from(`10.22.0.${i}`, token).send(accounts.changePassword, {
        body: { current_password: `wrong-${i}`, new_password: 'a-new-long-passphrase-9' },
      }),
    );
    expect(answers).toEqual({ 400: 5, 429: BURST - 5 });
  });

  it('sends at most 3 recovery codes for one account', async () => {
    const student = await newStudent();
    const answers = await burst((i) =>
      from(`10.23.0.${i}`).send(accounts.forgotPasswordOtp, { body: { email: student.email } }),
    );
    expect(answers).toEqual({ 200: 3, 429: BURST - 3 });
  });

  it('tries at most 30 reset-link keys from one address', async () => {
    const answers = await burst((i) =>
      from('10.24.0.1').send(accounts.checkPasswordReset, { body: { key: `not-a-key-${i}` } }),
    );
    expect(answers).toEqual({ 200: 30, 429: BURST - 30 });
  });
});
