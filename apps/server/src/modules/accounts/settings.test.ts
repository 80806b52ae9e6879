import { accounts, type CallBody } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../../test/api-caller.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newTeacher(email: string) {
  const district = await t.make.district();
  const school = await t.make.school(district);
  return t.make.user({ type: 'T', organisation: school, email, firstName: 'Ines' });
}

const changePassword = (token: string, body: CallBody<typeof accounts.changePassword>) =>
  callerOn(t.app, token).send(accounts.changePassword, { body });

const readSettings = (token: string) => callerOn(t.app, token).send(accounts.getAccountSettings);

const updateSettings = (token: string, body: CallBody<typeof accounts.updateAccountSettings>) =>
  callerOn(t.app, token).send(accounts.updateAccountSettings, { body });

const login = (email: string, password: string) =>
  callerOn(t.app).send(accounts.login, { body: { email, password } });

describe('change-password', () => {
  it('changes the password, keeps this sign-in and ends every other one', async () => {
    const teacher = await newTeacher('ines.change@school.test');
    const here = await t.signIn(teacher.email);
    const elsewhere = await t.signIn(teacher.email);
    const response = await changePassword(here, {
      current_password: TEST_PASSWORD,
      new_password: 'orchards under snow',
    });
    expect(response.status).toBe(200);
    expect((await readSettings(here)).status).toBe(200);
    const ended = await readSettings(elsewhere);
    expect(ended.status).toBe(401);
    expect(ended.error).toMatchObject({ detail: 'Invalid token.' });
    expect((await login(teacher.email, TEST_PASSWORD)).status).toBe(400);
    expect((await login(teacher.email, 'orchards under snow')).status).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const teacher = await newTeacher('ines.wrong@school.test');
    const token = await t.signIn(teacher.email);
    const response = await changePassword(token, {
      current_password: 'not my password',
      new_password: 'orchards under snow',
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toHaveProperty('current_password');
    expect((await login(teacher.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a short, common, unchanged or email password with a field error', async () => {
    const teacher = await newTeacher('ines.weak@school.test');
    const token = await t.signIn(teacher.email);
    for (const weak of ['short', 'iloveyou1', TEST_PASSWORD, 'ines.weak@school.test']) {
      const response = await changePassword(token, {
        current_password: TEST_PASSWORD,
        new_password: weak,
      });
      expect(response.status, weak).toBe(400);
      expect(response.error?.errors, weak).toHaveProperty('new_password');
    }
    expect((await login(teacher.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('accepts a 64-character passphrase with spaces and symbols', async () => {
    const teacher = await newTeacher('ines.long@school.test');
    const token = await t.signIn(teacher.email);
    const long = 'The quick brown fox, 42 jumps! Over the lazy dog; twice & again.';
    expect(long).toHaveLength(64);
    const response = await changePassword(token, {
      current_password: TEST_PASSWORD,
      new_password: long,
    });
    expect(response.status).toBe(200);
    expect((await login(teacher.email, long)).status).toBe(200);
  });

  it('needs a sign-in', async () => {
    const response = await callerOn(t.app).send(accounts.changePassword, {
      body: { current_password: TEST_PASSWORD, new_password: 'orchards under snow' },
    });
    expect(response.status).toBe(401);
  });
});

describe('PATCH account-settings', () => {
  it('changes name, language and notification preferences and returns the profile', async () => {
    const teacher = await newTeacher('ines.settings@school.test');
    const token = await t.signIn(teacher.email);
    const response = await updateSettings(token, {
      first_name: '  Inès ',
      preferred_language: 'fr',
      notification_preferences: { email: false },
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      first_name: 'Inès',
      preferred_language: 'fr',
      notification_preferences: { email: false, push: true },
      email: 'ines.settings@school.test',
      user_type: 'T',
    });
    expect((await readSettings(token)).data).toMatchObject({
      first_name: 'Inès',
      preferred_language: 'fr',
    });
  });

  it('refuses to change the email or the role, and changes nothing else of that request', async () => {
    const teacher = await newTeacher('ines.role@school.test');
    const token = await t.signIn(teacher.email);
    for (const payload of [
      { email: 'someone.else@school.test', first_name: 'Changed' },
      { user_type: 'C', first_name: 'Changed' },
    ]) {
      const response = await callerOn(t.app, token).sendUnchecked(accounts.updateAccountSettings, {
        body: payload,
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.error?.errors ?? {})).toEqual(
        expect.arrayContaining([Object.keys(payload)[0]]),
      );
    }
    expect((await readSettings(token)).data).toMatchObject({
      email: 'ines.role@school.test',
      user_type: 'T',
      first_name: 'Ines',
    });
  });

  it('refuses a blank name and an unknown language with field errors', async () => {
    const teacher = await newTeacher('ines.blank@school.test');
    const token = await t.signIn(teacher.email);
    const response = await callerOn(t.app, token).sendUnchecked(accounts.updateAccountSettings, {
      body: { first_name: '   ', preferred_language: 'xx' },
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toHaveProperty('first_name');
    expect(response.error?.errors).toHaveProperty('preferred_language');
  });
});
