import { webcrypto } from 'node:crypto';
import { accounts } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForServer } from '../../test/encrypt-payload.js';
import { waitForOutboxMail } from '../../test/outbox.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { authHeader, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let w: SchoolWorld;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example' });
  w = await buildSchoolWorld(t);
  adminToken = await t.signIn(w.schoolAdmin.email);
});
afterAll(() => t.close());

const linkKeyIn = (text: string) =>
  /https:\/\/school\.example\/reset-password#key=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** A new student of the school, created by the administrator, and the key of their welcome link. */
async function newStudentWithLink(email: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/users/',
    headers: authHeader(adminToken),
    payload: {
      user_type: 'S',
      email,
      first_name: 'Amara',
      last_name: 'Lindqvist',
      school_token: w.school.token,
      class_id: w.sixA.id,
    },
  });
  expect(created.statusCode).toBe(201);
  const mail = await waitForOutboxMail(t.db, email);
  return { userToken: created.json().user_token as string, key: linkKeyIn(mail.textBody) };
}

const check = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/check-password-reset',
    payload,
    headers,
  });

async function setPassword(key: string, password: string, encrypted = true) {
  const header = encrypted ? await encryptForServer(t.app, { password }) : password;
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/reset-password-email?format=json',
    payload: { key },
    headers: { [accounts.ENCRYPTED_PAYLOAD_HEADER]: header },
  });
}

describe('check-password-reset', () => {
  it('says a fresh link key is valid and greets the user by first name', async () => {
    const { key } = await newStudentWithLink('amara.check@school.test');
    const response = await check({ key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      must_change_password: false,
      first_name: 'Amara',
    });
  });

  it('says an unknown key is not valid, without an error', async () => {
    const response = await check({ key: 'x'.repeat(43) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: false, first_name: null });
  });

  it('tells a signed-in user with a temporary password that they must change it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/accounts/users/',
      headers: authHeader(adminToken),
      payload: {
        user_type: 'T',
        email: 'temporary.teacher@school.test',
        first_name: 'Tomas',
        last_name: 'Reyes',
        school_token: w.school.token,
        temporary_password: 'a temporary passphrase',
      },
    });
    expect(created.statusCode).toBe(201);
    const token = await t.signIn('temporary.teacher@school.test', 'a temporary passphrase');
    const response = await check({}, authHeader(token));
    expect(response.json()).toEqual({
      valid: true,
      must_change_password: true,
      first_name: 'Tomas',
    });
  });

  it('asks a signed-out caller without a key for the key', async () => {
    const response = await check({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('key');
  });
});

describe('reset-password-email', () => {
  it('sets the password from a link once, then refuses the same key', async () => {
    const { key } = await newStudentWithLink('amara.once@school.test');
    const first = await setPassword(key, 'violet kites at noon');
    expect(first.statusCode).toBe(200);
    expect(await t.signIn('amara.once@school.test', 'violet kites at noon')).toBeTruthy();

    const again = await setPassword(key, 'another fine passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_key');
    expect((await check({ key })).json().valid).toBe(false);
  });

  it('refuses a key after 24 hours', async () => {
    const { key } = await newStudentWithLink('amara.late@school.test');
    t.clock.advance((accounts.RESET_LINK_TTL_HOURS * 60 + 1) * 60 * 1000);
    expect((await check({ key })).json().valid).toBe(false);
    const response = await setPassword(key, 'violet kites at noon');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_key');
  });

  it('refuses a password sent in the clear or with a missing header, and keeps the key', async () => {
    const { key } = await newStudentWithLink('amara.plain@school.test');
    const plain = await setPassword(key, 'violet kites at noon', false);
    expect(plain.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password-email',
      payload: { key },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('password');
    expect((await check({ key })).json().valid).toBe(true);
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
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password-email',
      payload: { key },
      headers: { [accounts.ENCRYPTED_PAYLOAD_HEADER]: Buffer.from(forged).toString('base64') },
    });
    expect(response.statusCode).toBe(400);
    expect((await check({ key })).json().valid).toBe(true);
  });

  it('refuses the email address or a common password as the new password', async () => {
    const { key } = await newStudentWithLink('amara.weak@school.test');
    const email = await setPassword(key, 'amara.weak@school.test');
    expect(email.statusCode).toBe(400);
    const common = await setPassword(key, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toHaveProperty('password');
    expect((await setPassword(key, 'violet kites at noon')).statusCode).toBe(200);
  });

  it("refuses a deactivated user's link", async () => {
    const { userToken, key } = await newStudentWithLink('amara.gone@school.test');
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/accounts/users/${userToken}`,
      headers: authHeader(adminToken),
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await check({ key })).json().valid).toBe(false);
    expect((await setPassword(key, 'violet kites at noon')).statusCode).toBe(400);
  });

  it('replaces an earlier link when the administrator sends a new one', async () => {
    const { userToken, key: first } = await newStudentWithLink('amara.resend@school.test');
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/v2/accounts/users/${userToken}/send-reset-link`,
      headers: authHeader(adminToken),
    });
    expect(resend.statusCode).toBe(200);
    const mail = await waitForOutboxMail(t.db, 'amara.resend@school.test');
    const second = linkKeyIn(mail.textBody);
    expect(second).not.toBe(first);
    expect((await check({ key: first })).json().valid).toBe(false);
    expect((await check({ key: second })).json().valid).toBe(true);
  });
});
