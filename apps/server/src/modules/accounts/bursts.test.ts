import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories.js';
import { authHeader, createTestApp, type TestApp } from '../../test/test-app.js';

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

const post = (url: string, payload: object, remoteAddress: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: token ? authHeader(token) : {},
  });

/** Sends `BURST` requests at once and counts the answers by status. */
async function burst(send: (index: number) => ReturnType<typeof post>) {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, index) => send(index)));
  const byStatus: Record<number, number> = {};
  for (const answer of answers)
    byStatus[answer.statusCode] = (byStatus[answer.statusCode] ?? 0) + 1;
  return byStatus;
}

describe('bursts of parallel guesses', () => {
  it('checks at most 5 wrong passwords of one account, then pauses even the right one', async () => {
    const student = await newStudent();
    const answers = await burst((i) =>
      post('/api/accounts/login', { email: student.email, password: `wrong-${i}` }, `10.20.0.${i}`),
    );
    expect(answers).toEqual({ 400: 5, 429: BURST - 5 });
    const right = await post(
      '/api/accounts/login',
      { email: student.email, password: TEST_PASSWORD },
      '10.20.1.1',
    );
    expect(right.statusCode).toBe(429);
  });

  it('checks at most 20 sign-ins from one address across accounts', async () => {
    const answers = await burst((i) =>
      post('/api/accounts/login', { email: `nobody${i}@school.test`, password: 'x' }, '10.21.0.1'),
    );
    expect(answers).toEqual({ 400: 20, 429: BURST - 20 });
  });

  it('checks at most 5 wrong current passwords when changing a password', async () => {
    const student = await newStudent();
    const token = await t.signIn(student.email);
    const answers = await burst((i) =>
      post(
        '/api/accounts/change-password',
        { current_password: `wrong-${i}`, new_password: 'a-new-long-passphrase-9' },
        `10.22.0.${i}`,
        token,
      ),
    );
    expect(answers).toEqual({ 400: 5, 429: BURST - 5 });
  });

  it('sends at most 3 recovery codes for one account', async () => {
    const student = await newStudent();
    const answers = await burst((i) =>
      post('/api/accounts/forgot-password-otp', { email: student.email }, `10.23.0.${i}`),
    );
    expect(answers).toEqual({ 200: 3, 429: BURST - 3 });
  });

  it('tries at most 30 reset-link keys from one address', async () => {
    const answers = await burst((i) =>
      post('/api/accounts/check-password-reset', { key: `not-a-key-${i}` }, '10.24.0.1'),
    );
    expect(answers).toEqual({ 200: 30, 429: BURST - 30 });
  });
});
