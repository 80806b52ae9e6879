import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userInNewDistrict() {
  const district = await t.make.district();
  const school = await t.make.school(district);
  const user = await t.make.user({ type: 'S', organisation: school });
  return { district, user, token: await t.signIn(user.email) };
}

const privacy = (token: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/user-privacy',
    headers: authHeader(token),
    payload,
  });

describe('POST /api/accounts/user-privacy', () => {
  it("reads the district's current policy, not yet accepted", async () => {
    const { district, token } = await userInNewDistrict();
    await t.make.policy({
      organisation: district,
      version: '2025-01',
      publishedAt: new Date('2025-01-01'),
    });
    const current = await t.make.policy({
      organisation: district,
      version: '2026-01',
      publishedAt: new Date('2026-01-01'),
    });
    const response = await privacy(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().policy).toMatchObject({
      policy_id: current.id,
      version: '2026-01',
      title: 'Privacy notice',
    });
    expect(response.json().privacy_policy[0]).toMatchObject({
      accepted: false,
      policy_id: current.id,
    });
  });

  it('records the acceptance, which sign-in then reports', async () => {
    const { district, user, token } = await userInNewDistrict();
    const policy = await t.make.policy({ organisation: district });
    const response = await privacy(token, { accept: true, policy_id: policy.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().privacy_policy[0]).toMatchObject({
      accepted: true,
      policy_id: policy.id,
    });
    const again = await privacy(token, { accept: true, policy_id: policy.id });
    expect(again.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { email: user.email, password: 'correct horse battery' },
    });
    expect(login.json().privacy_policy[0].accepted).toBe(true);
  });

  it('asks again when a newer policy is published', async () => {
    const { district, token } = await userInNewDistrict();
    const old = await t.make.policy({
      organisation: district,
      publishedAt: new Date(Date.now() - 3600_000),
    });
    await privacy(token, { accept: true, policy_id: old.id });
    await t.make.policy({ organisation: district });
    expect((await privacy(token)).json().privacy_policy[0].accepted).toBe(false);
  });

  it("refuses to accept a policy that is not the user's current one", async () => {
    const { district, token } = await userInNewDistrict();
    await t.make.policy({ organisation: district });
    const elsewhere = await userInNewDistrict();
    const foreign = await t.make.policy({ organisation: elsewhere.district });
    const response = await privacy(token, { accept: true, policy_id: foreign.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('policy_id');
    expect((await privacy(elsewhere.token)).json().privacy_policy[0].accepted).toBe(false);
  });

  it('asks for the policy id when accepting', async () => {
    const { token } = await userInNewDistrict();
    const response = await privacy(token, { accept: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('policy_id');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/user-privacy',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
