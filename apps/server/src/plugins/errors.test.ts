import { accounts } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../test/api-caller.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('400 field errors', () => {
  it('are plain sentences, and nothing is saved', async () => {
    const school = await t.make.school(await t.make.district());
    const teacher = await t.make.user({ type: 'T', organisation: school, firstName: 'Ines' });
    const caller = callerOn(t.app, await t.signIn(teacher.email));

    const response = await caller.sendUnchecked(accounts.updateAccountSettings, {
      body: { first_name: 'x'.repeat(101), preferred_language: 'xx' },
    });
    expect(response.status).toBe(400);
    expect(response.error).toEqual({
      detail: 'Some of the values sent are not valid.',
      code: 'invalid',
      errors: {
        first_name: ['Use at most 100 characters.'],
        preferred_language: ['Choose one of: en, es, fr, de, pt, ar, hi, zh.'],
      },
    });
    const saved = await caller.call(accounts.getAccountSettings);
    expect(saved).toMatchObject({ first_name: 'Ines' });
  });

  it('name a missing field as required', async () => {
    const response = await callerOn(t.app).sendUnchecked(accounts.login, {
      body: { email: 'nobody@school.test' },
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toEqual({ password: ['This field is required.'] });
  });
});
