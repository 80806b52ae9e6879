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

/** `count` students of one school, as a class signs in together. */
async function newSchoolOf(count: number) {
  const district = await t.make.district();
  const school = await t.make.school(district);
  const students = [];
  for (let i = 0; i < count; i++)
    students.push(await t.make.user({ type: 'S', organisation: school }));
  return students;
}

/** A caller from one client address, signed in when a token is given. */
const from = (remoteAddress: string, token?: string) => {
  const caller = callerFrom(t.app, remoteAddress);
  return token ? caller.withToken(token) : caller;
};

/** Sends `size` requests at once (`BURST` unless told) and counts the answers by status. */
async function burst(send: (index: number) => Promise<{ status: number }>, size = BURST) {
  const answers = await Promise.all(Array.from({ length: size }, (_, index) => send(index)));
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

  it('answers at most 20 failed sign-ins from one address across accounts', async () => {
    const answers = await burst((i) =>
      from('10.21.0.1').send(accounts.login, {
        body: { email: `nobody${i}@school.test`, password: 'x' },
      }),
    );
    expect(answers).toEqual({ 400: 20, 429: BURST - 20 });
  });

  it("signs in a whole school's burst of right passwords from one address", async () => {
    const school = await newSchoolOf(60);
    const answers = await burst(
      (i) =>
        from('10.25.0.1').send(accounts.login, {
          body: { email: school[i]?.email ?? '', password: TEST_PASSWORD },
        }),
      school.length,
    );
    expect(answers).toEqual({ 200: school.length });
  });

  it("answers at most 20 wrong guesses hidden in a school's sign-ins, then pauses the address", async () => {
    const school = await newSchoolOf(30);
    const address = '10.26.0.1';
    const guesses = burst((i) =>
      from(address).send(accounts.login, {
        body: { email: `guess${i}@school.test`, password: 'x' },
      }),
    );
    const students = burst(
      (i) =>
        from(address).send(accounts.login, {
          body: { email: school[i]?.email ?? '', password: TEST_PASSWORD },
        }),
      school.length,
    );
    expect(await guesses).toEqual({ 400: 20, 429: BURST - 20 });
    // Right passwords are answered until the failures reach the limit, then withheld like wrong ones.
    const signedIn = await students;
    expect(Object.keys(signedIn).every((status) => status === '200' || status === '429')).toBe(
      true,
    );

    const late = school[0]?.email ?? '';
    const paused = await from(address).send(accounts.login, {
      body: { email: late, password: TEST_PASSWORD },
    });
    expect(paused.status).toBe(429);
    t.clock.advance(15 * 60 * 1000);
    const freed = await from(address).send(accounts.login, {
      body: { email: late, password: TEST_PASSWORD },
    });
    expect(freed.status).toBe(200);
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
      from(`10.23.0.${i}`).send(accounts.sendRecoveryCode, { body: { email: student.email } }),
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
