import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchSettings = (token: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/accounts/account-settings',
    headers: authHeader(token),
    payload,
  });

describe('400 field errors', () => {
  it('are plain sentences, and nothing is saved', async () => {
    const school = await t.make.school(await t.make.district());
    const teacher = await t.make.user({ type: 'T', organisation: school, firstName: 'Ines' });
    const token = await t.signIn(teacher.email);

    const response = await patchSettings(token, {
      first_name: 'x'.repeat(101),
      preferred_language: 'xx',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Some of the values sent are not valid.',
      code: 'invalid',
      errors: {
        first_name: ['Use at most 100 characters.'],
        preferred_language: ['Choose one of: en, es, fr, de, pt, ar, hi, zh.'],
      },
    });
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/account-settings',
      headers: authHeader(token),
    });
    expect(saved.json()).toMatchObject({ first_name: 'Ines' });
  });

  it('name a missing field as required', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { email: 'nobody@school.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: ['This field is required.'] });
  });
});
