import { webcrypto } from 'node:crypto';
import { accounts, type CallBody, type Caller } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../../test/api-caller.js';
import { encryptForServer } from '../../test/encrypt-payload.js';
import { waitForOutboxMail } from '../../test/outbox.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let w: SchoolWorld;
let admin: Caller;
let anonymous: Caller;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example' });
  w = await buildSchoolWorld(t);
  admin = callerOn(t.app, await t.signIn(w.schoolAdmin.email));
  anonymous = callerOn(t.app);
});
afterAll(() => t.close());

const linkKeyIn = (text: string) =>
  /https:\/\/school\.example\/reset-password#key=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** A new student of the school, created by the administrator, and the key of their welcome link. */
async function newStudentWithLink(email: string) {
  const created = await admin.call(accounts.createUser, {
    body: {
      user_type: 'S',
      email,
      first_name: 'Amara',
      last_name: 'Lindqvist',
      school_token: w.school.token,
      class_id: w.sixA.id,
    },
  });
  const mail = await waitForOutboxMail(t.db, email);
  return { userToken: created.user_token, key: linkKeyIn(mail.textBody) };
}

type CheckBody = CallBody<typeof accounts.checkPasswordReset>;

const check = (body: CheckBody, caller: Caller = anonymous) =>
  caller.send(accounts.checkPasswordReset, { body });

/** Whether a link key is still good, as the reset page asks before showing the form. */
async function isValid(key: string) {
  return (await anonymous.call(accounts.checkPasswordReset, { body: { key } })).valid;
}

async function setPassword(key: string, password: string, encrypted = true) {
  const header = encrypted ? await encryptForServer(t.app, { password }) : password;
  return anonymous.send(accounts.resetPasswordFromLink, {
    body: { key },
    headers: { [accounts.ENCRYPTED_PAYLOAD_HEADER]: header },
  });
}

describe('check-password-reset', () => {
  it('says a fresh link key is valid and greets the user by first name', async () => {
    const { key } = await newStudentWithLink('amara.check@school.test');
    const response = await check({ key });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      valid: true,
      must_change_password: false,
      first_name: 'Amara',
    });
  });

  it('says an unknown key is not valid, without an error', async () => {
    const response = await check({ key: 'x'.repeat(43) });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ valid: false, first_name: null });
  });

  it('tells a signed-in user with a temporary password that they must change it', async () => {
    await admin.call(accounts.createUser, {
      body: {
        user_type: 'T',
        email: 'temporary.teacher@school.test',
        first_name: 'Tomas',
        last_name: 'Reyes',
        school_token: w.school.token,
        temporary_password: 'a temporary passphrase',
      },
    });
    const token = await t.signIn('temporary.teacher@school.test', 'a temporary passphrase');
    const response = await check({}, callerOn(t.app, token));
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      valid: true,
      must_change_password: true,
      first_name: 'Tomas',
    });
  });

  it('asks a signed-out caller without a key for the key', async () => {
    const response = await check({});
    expect(response.status).toBe(400);
    expect(response.error?.errors).toHaveProperty('key');
  });
});

describe('reset-password-email', () => {
  it('sets the password from a link once, then refuses the same key', async () => {
    const { key } = await newStudentWithLink('amara.once@school.test');
    const first = await setPassword(key, 'violet kites at noon');
    expect(first.status).toBe(200);
    expect(await t.signIn('amara.once@school.test', 'violet kites at noon')).toBeTruthy();

    const again = await setPassword(key, 'another fine passphrase');
    expect(again.status).toBe(400);
    expect(again.error?.code).toBe('invalid_key');
    expect(await isValid(key)).toBe(false);
  });

  it('refuses a key after 24 hours', async () => {
    const { key } = await newStudentWithLink('amara.late@school.test');
    t.clock.advance((accounts.RESET_LINK_TTL_HOURS * 60 + 1) * 60 * 1000);
    expect(await isValid(key)).toBe(false);
    const response = await setPassword(key, 'violet kites at noon');
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe('invalid_key');
  });

  it('refuses a password sent in the clear or with a missing header, and keeps the key', async () => {
    const { key } = await newStudentWithLink('amara.plain@school.test');
    const plain = await setPassword(key, 'violet kites at noon', false);
    expect(plain.status).toBe(400);
    const missing = await anonymous.send(accounts.resetPasswordFromLink, { body: { key } });
    expect(missing.status).toBe(400);
    expect(missing.error?.errors).toHaveProperty('password');
    expect(await isValid(key)).toBe(true);
  });

  it('refuses a payload encrypted with another key', async () => {
    const { key } = await newStudentWithLink('amara.forged@school.test');
    const pair = await webcrypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const forged = await webcrypto.subtle.encrypt(
      { name: 'RSA-OAEP' },
      pair.publicKey,
      new TextEncoder().encode(JSON.stringify({ password: 'violet kites at noon' })),
    );
    const response = await anonymous.send(accounts.resetPasswordFromLink, {
      body: { key },
      headers: { [accounts.ENCRYPTED_PAYLOAD_HEADER]: Buffer.from(forged).toString('base64') },
    });
    expect(response.status).toBe(400);
    expect(await isValid(key)).toBe(true);
  });

  it('refuses the email address or a common password as the new password', async () => {
    const { key } = await newStudentWithLink('amara.weak@school.test');
    const email = await setPassword(key, 'amara.weak@school.test');
    expect(email.status).toBe(400);
    const common = await setPassword(key, 'password123');
    expect(common.status).toBe(400);
    expect(common.error?.errors).toHaveProperty('password');
    expect((await setPassword(key, 'violet kites at noon')).status).toBe(200);
  });

  it("refuses a deactivated user's link", async () => {
    const { userToken, key } = await newStudentWithLink('amara.gone@school.test');
    const deactivated = await admin.call(accounts.updateUser, {
      params: { user_token: userToken },
      body: { is_active: false },
    });
    expect(deactivated.is_active).toBe(false);
    expect(await isValid(key)).toBe(false);
    expect((await setPassword(key, 'violet kites at noon')).status).toBe(400);
  });

  it('replaces an earlier link when the administrator sends a new one', async () => {
    const { userToken, key: first } = await newStudentWithLink('amara.resend@school.test');
    await admin.call(accounts.sendResetLink, { params: { user_token: userToken } });
    const mail = await waitForOutboxMail(t.db, 'amara.resend@school.test');
    const second = linkKeyIn(mail.textBody);
    expect(second).not.toBe(first);
    expect(await isValid(first)).toBe(false);
    expect(await isValid(second)).toBe(true);
  });
});
