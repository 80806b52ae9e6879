import { accounts, type CallBody } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../../test/api-caller.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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

const privacy = (token: string, body: CallBody<typeof accounts.getUserPrivacy> = {}) =>
  callerOn(t.app, token).send(accounts.getUserPrivacy, { body });

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
    expect(response.status).toBe(200);
    expect(response.data?.policy).toMatchObject({
      policy_id: current.id,
      version: '2026-01',
      title: 'Privacy notice',
    });
    expect(response.data?.privacy_policy[0]).toMatchObject({
      accepted: false,
      policy_id: current.id,
    });
  });

  it('records the acceptance, which sign-in then reports', async () => {
    const { district, user, token } = await userInNewDistrict();
    const policy = await t.make.policy({ organisation: district });
    const response = await privacy(token, { accept: true, policy_id: policy.id });
    expect(response.status).toBe(200);
    expect(response.data?.privacy_policy[0]).toMatchObject({
      accepted: true,
      policy_id: policy.id,
    });
    const again = await privacy(token, { accept: true, policy_id: policy.id });
    expect(again.status).toBe(200);
    // Accepting again keeps the first acceptance.
    expect(again.data?.privacy_policy[0]).toEqual(response.data?.privacy_policy[0]);
    const login = await callerOn(t.app).call(accounts.login, {
      body: { email: user.email, password: 'correct horse battery' },
    });
    expect(login.privacy_policy[0]?.accepted).toBe(true);
  });

  it('asks again when a newer policy is published', async () => {
    const { district, token } = await userInNewDistrict();
    const old = await t.make.policy({
      organisation: district,
      publishedAt: new Date(Date.now() - 3600_000),
    });
    await privacy(token, { accept: true, policy_id: old.id });
    await t.make.policy({ organisation: district });
    expect((await privacy(token)).data?.privacy_policy[0]?.accepted).toBe(false);
  });

  it("refuses to accept a policy that is not the user's current one", async () => {
    const { district, token } = await userInNewDistrict();
    await t.make.policy({ organisation: district });
    const elsewhere = await userInNewDistrict();
    const foreign = await t.make.policy({ organisation: elsewhere.district });
    const response = await privacy(token, { accept: true, policy_id: foreign.id });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toHaveProperty('policy_id');
    expect((await privacy(elsewhere.token)).data?.privacy_policy[0]?.accepted).toBe(false);
  });

  it('asks for the policy id when accepting', async () => {
    const { token } = await userInNewDistrict();
    const response = await privacy(token, { accept: true });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toHaveProperty('policy_id');
  });

  it('needs a signed-in user', async () => {
    const response = await callerOn(t.app).send(accounts.getUserPrivacy, { body: {} });
    expect(response.status).toBe(401);
  });
});
