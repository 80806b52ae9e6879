import { accounts } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes } from '../../db/schema/index.js';
import { callerFrom, callerOn } from '../../test/api-caller.js';
import { encryptForServer } from '../../test/encrypt-payload.js';
import { eventsOfActor } from '../../test/learning-events.js';
import { codeIn, latestOutboxId, outboxCount, waitForOutboxMail } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test comes from its own address so the per-address limits stay out of the way. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

async function newStudent() {
  const district = await t.make.district();
  const school = await t.make.school(district);
  return t.make.user({ type: 'S', organisation: school });
}

/** A recovery call from one client address (a new one unless given). */
const from = (remoteAddress = nextAddress()) => callerFrom(t.app, remoteAddress);

async function requestCode(email: string): Promise<string> {
  const before = await outboxCount(t.db, email);
  const previous = await latestOutboxId(t.db, email);
  const response = await from().send(accounts.sendRecoveryCode, { body: { email } });
  expect(response.status).toBe(200);
  const mail = await waitForOutboxMail(t.db, email, previous);
  expect(await outboxCount(t.db, email)).toBe(before + 1);
  return codeIn(mail.textBody);
}

const verify = (email: string, otp: string) =>
  from().send(accounts.verifyRecoveryCode, { body: { email, otp } });

async function resetKeyFor(email: string): Promise<string> {
  const answer = await from().call(accounts.verifyRecoveryCode, {
    body: { email, otp: await requestCode(email) },
  });
  return answer.reset_key;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot-password-otp', () => {
  it('mails a 6-digit code and answers the same for an unknown email', async () => {
    const student = await newStudent();
    const known = await from().send(accounts.sendRecoveryCode, { body: { email: student.email } });
    const unknown = await from().send(accounts.sendRecoveryCode, {
      body: {
        email: 'nobody-here@school.test',
      },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual(known.data);
    const mail = await waitForOutboxMail(t.db, student.email);
    expect(codeIn(mail.textBody)).toMatch(/^\d{6}$/);
    expect(mail.htmlBody).toContain(codeIn(mail.textBody));
    expect(await outboxCount(t.db, 'nobody-here@school.test')).toBe(0);
  });

  it('stores the code only as a salted hash', async () => {
    const student = await newStudent();
    const code = await requestCode(student.email);
    const rows = await t.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, student.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('sends nothing to a deactivated account, with the same answer', async () => {
    const student = await newStudent();
    await t.make.deactivate(student);
    const response = await from().send(accounts.sendRecoveryCode, {
      body: { email: student.email },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outboxCount(t.db, student.email)).toBe(0);
  });

  it('limits requests per account and per address', async () => {
    const student = await newStudent();
    for (let i = 0; i < 3; i++)
      expect(
        (await from().send(accounts.sendRecoveryCode, { body: { email: student.email } })).status,
      ).toBe(200);
    const fourth = await from().send(accounts.sendRecoveryCode, {
      body: { email: student.email },
    });
    expect(fourth.status).toBe(429);
    const shared = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await from(shared).send(accounts.sendRecoveryCode, {
            body: { email: `x${i}@school.test` },
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (await from(shared).send(accounts.sendRecoveryCode, { body: { email: 'x11@school.test' } }))
        .status,
    ).toBe(429);
  });

  it('refuses a malformed email', async () => {
    const response = await from().send(accounts.sendRecoveryCode, {
      body: { email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toHaveProperty('email');
  });
});

describe('forgot-password-otp-verify', () => {
  it('exchanges the right code for a reset key, once', async () => {
    const student = await newStudent();
    const code = await requestCode(student.email);
    const first = await verify(student.email, code);
    expect(first.status).toBe(200);
    expect(first.data?.reset_key).toHaveLength(43);
    const reused = await verify(student.email, code);
    expect(reused.status).toBe(400);
    expect(reused.error?.code).toBe('invalid_code');
  });

  it('refuses a wrong code, and the right one after five wrong tries', async () => {
    const student = await newStudent();
    const code = await requestCode(student.email);
    for (let i = 0; i < 5; i++) {
      const response = await verify(student.email, wrongCode(code));
      expect(response.status).toBe(400);
      expect(response.error?.errors).toHaveProperty('otp');
    }
    expect((await verify(student.email, code)).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const student = await newStudent();
    const code = await requestCode(student.email);
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await verify(student.email, code)).status).toBe(400);
  });

  it('lets a new code replace the old one', async () => {
    const student = await newStudent();
    const old = await requestCode(student.email);
    const current = await requestCode(student.email);
    if (old !== current) expect((await verify(student.email, old)).status).toBe(400);
    expect((await verify(student.email, current)).status).toBe(200);
  });

  it('answers an unknown email like a wrong code', async () => {
    const response = await verify('nobody-at-all@school.test', '123456');
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe('invalid_code');
  });
});

describe('forgot-password', () => {
  const reset = async (payload: string) =>
    from().send(accounts.resetPassword, { body: { payload } });

  it('sets the new password from an encrypted payload and ends every sign-in', async () => {
    const student = await newStudent();
    const oldToken = await t.signIn(student.email);
    const resetKey = await resetKeyFor(student.email);
    const response = await reset(
      await encryptForServer(t.app, { reset_key: resetKey, password: 'a brand new passphrase' }),
    );
    expect(response.status).toBe(200);
    const old = await callerOn(t.app, oldToken).send(accounts.getAccountSettings);
    expect(old.status).toBe(401);
    await expect(t.signIn(student.email)).rejects.toThrow();
    expect(await t.signIn(student.email, 'a brand new passphrase')).toBeTruthy();
    const again = await reset(
      await encryptForServer(t.app, { reset_key: resetKey, password: 'another new passphrase' }),
    );
    expect(again.status).toBe(400);
    expect(again.error?.code).toBe('invalid_key');
    // One reset event for the one reset: the refused second try recorded nothing.
    const resets = await eventsOfActor(t.db, student.id, 'password_reset');
    expect(resets.map((e) => [e.actorType, e.studentId])).toEqual([['S', student.id]]);
  });

  it('refuses a weak password and keeps the key usable', async () => {
    const student = await newStudent();
    const resetKey = await resetKeyFor(student.email);
    const weak = await reset(
      await encryptForServer(t.app, { reset_key: resetKey, password: 'password1' }),
    );
    expect(weak.status).toBe(400);
    expect(weak.error?.errors?.password?.[0]).toMatch(/too common/);
    const own = await reset(
      await encryptForServer(t.app, { reset_key: resetKey, password: student.email }),
    );
    expect(own.error?.errors?.password?.[0]).toMatch(/email/);
    const good = await reset(
      await encryptForServer(t.app, { reset_key: resetKey, password: 'a sensible passphrase' }),
    );
    expect(good.status).toBe(200);
  });

  it('refuses a tampered, unencrypted or missing payload', async () => {
    const student = await newStudent();
    const resetKey = await resetKeyFor(student.email);
    const sealed = await encryptForServer(t.app, {
      reset_key: resetKey,
      password: 'a sensible passphrase',
    });
    const bytes = Buffer.from(sealed, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 0xff;
    const tampered = await reset(bytes.toString('base64'));
    expect(tampered.status).toBe(400);
    expect(tampered.error?.code).toBe('invalid_payload');
    const plain = await reset(
      Buffer.from(JSON.stringify({ reset_key: resetKey, password: 'x' })).toString('base64'),
    );
    expect(plain.error?.code).toBe('invalid_payload');
    const asObject = await from().sendUnchecked(accounts.resetPassword, {
      body: { reset_key: resetKey, password: 'a sensible passphrase' },
    });
    expect(asObject.status).toBe(400);
    expect(asObject.error?.errors).toHaveProperty('payload');
    const wrongShape = await reset(await encryptForServer(t.app, { key: resetKey }));
    expect(wrongShape.error?.code).toBe('invalid_payload');
    expect((await reset(sealed)).status).toBe(200);
  });

  it('refuses an expired reset key', async () => {
    const student = await newStudent();
    const resetKey = await resetKeyFor(student.email);
    t.clock.advance(16 * 60 * 1000);
    const response = await reset(
      await encryptForServer(t.app, { reset_key: resetKey, password: 'a sensible passphrase' }),
    );
    expect(response.status).toBe(400);
  });
});
