import { organisations } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFeatures } from '../../db/schema/index.js';
import { apiCallers } from '../../test/api-caller.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isFeatureOn } from './index.js';

const t = {} as TestApp;
const w = {} as SchoolWorld;
const { as } = apiCallers(t);
beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(w, await buildSchoolWorld(t));
});
afterAll(() => t.close());

const PUSH = 'Push Notifications';
const COMPANION = 'Learning Companion';
const YOUNG_LEADERBOARD = 'Leaderboard for under 13s';

const mapOf = async (who: { email: string }) =>
  (await as(who).call(organisations.getFeatures)).features;

const schoolRow = (settings: organisations.FeatureSettings, token: string) =>
  settings.schools.find((school) => school.school_token === token);

describe('POST /api/v2/organization/features/', () => {
  it('answers every known feature, off where nothing is set, to every kind of user', async () => {
    const [other] = await Promise.all([t.make.district()]);
    const lone = await t.make.user({ type: 'S', organisation: await t.make.school(other) });
    for (const who of [lone, w.otherAdmin]) {
      expect(await mapOf(who)).toEqual({
        [PUSH]: false,
        [COMPANION]: false,
        [YOUNG_LEADERBOARD]: false,
      });
    }
  });

  it("lets a school inherit its district's value until it sets its own, then follow again once cleared", async () => {
    await as(w.districtAdmin).call(organisations.switchDistrictFeature, {
      body: { name: PUSH, enabled: true },
    });
    expect(await mapOf(w.student)).toEqual({
      [PUSH]: true,
      [COMPANION]: false,
      [YOUNG_LEADERBOARD]: false,
    });
    expect(await mapOf(w.districtAdmin)).toEqual({
      [PUSH]: true,
      [COMPANION]: false,
      [YOUNG_LEADERBOARD]: false,
    });

    const own = await as(w.schoolAdmin).call(organisations.switchSchoolFeature, {
      params: { school_token: w.school.token },
      body: { name: PUSH, enabled: false },
    });
    expect(own.features).toContainEqual({ name: PUSH, enabled: false, source: 'school' });
    expect(await mapOf(w.teacher)).toMatchObject({ [PUSH]: false });
    expect(await mapOf(w.sisterStudent)).toMatchObject({ [PUSH]: true });
    expect(await isFeatureOn(t.db, w.school.id, PUSH)).toBe(false);
    expect(await isFeatureOn(t.db, w.sisterSchool.id, PUSH)).toBe(true);

    const cleared = await as(w.districtAdmin).call(organisations.clearSchoolFeature, {
      params: { school_token: w.school.token },
      query: { name: PUSH },
    });
    expect(cleared.features).toContainEqual({ name: PUSH, enabled: true, source: 'district' });
    expect(await mapOf(w.student)).toMatchObject({ [PUSH]: true });
    expect(await isFeatureOn(t.db, w.school.id, PUSH)).toBe(true);

    await as(w.districtAdmin).call(organisations.switchDistrictFeature, {
      body: { name: PUSH, enabled: false },
    });
    expect(await mapOf(w.student)).toMatchObject({ [PUSH]: false });
  });

  it('keeps a school switched on even while its district is off', async () => {
    await as(w.districtAdmin).call(organisations.switchSchoolFeature, {
      params: { school_token: w.sisterSchool.token },
      body: { name: COMPANION, enabled: true },
    });
    expect(await mapOf(w.sisterStudent)).toMatchObject({ [COMPANION]: true });
    expect(await mapOf(w.student)).toMatchObject({ [COMPANION]: false });
    expect(await isFeatureOn(t.db, w.district.id, COMPANION)).toBe(false);
    await as(w.districtAdmin).call(organisations.clearSchoolFeature, {
      params: { school_token: w.sisterSchool.token },
      query: { name: COMPANION },
    });
  });
});

describe('GET /api/v2/organization/features/schools/', () => {
  it('shows a district administrator each school with where its value comes from', async () => {
    await t.db.insert(organisationFeatures).values([
      { organisationId: w.district.id, name: COMPANION, enabled: true },
      { organisationId: w.sisterSchool.id, name: PUSH, enabled: true },
    ]);
    const settings = await as(w.districtAdmin).call(organisations.listFeatureSettings);
    expect(settings.feature_names).toEqual([...organisations.ORGANISATION_FEATURES]);
    expect(settings.district).toMatchObject({
      organisation_token: w.district.token,
      can_switch: true,
      features: [
        { name: PUSH, enabled: false, source: 'district' },
        { name: COMPANION, enabled: true, source: 'district' },
        { name: YOUNG_LEADERBOARD, enabled: false, source: 'default' },
      ],
    });
    expect(settings.schools.map((school) => school.name)).toEqual([
      w.school.name,
      w.sisterSchool.name,
    ]);
    expect(schoolRow(settings, w.sisterSchool.token)?.features).toEqual([
      { name: PUSH, enabled: true, source: 'school' },
      { name: COMPANION, enabled: true, source: 'district' },
      { name: YOUNG_LEADERBOARD, enabled: false, source: 'default' },
    ]);
    await as(w.districtAdmin).call(organisations.clearSchoolFeature, {
      params: { school_token: w.sisterSchool.token },
      query: { name: PUSH },
    });
  });

  it("shows a school administrator only their school, and the district's values read-only", async () => {
    const settings = await as(w.schoolAdmin).call(organisations.listFeatureSettings);
    expect(settings.schools.map((school) => school.school_token)).toEqual([w.school.token]);
    expect(settings.district).toMatchObject({
      organisation_token: w.district.token,
      can_switch: false,
    });
  });

  it('says "default" where neither the school nor its district sets a feature', async () => {
    const settings = await as(w.otherAdmin).call(organisations.listFeatureSettings);
    expect(settings.district?.features).toContainEqual({
      name: PUSH,
      enabled: false,
      source: 'default',
    });
    expect(settings.schools[0]?.features).toContainEqual({
      name: PUSH,
      enabled: false,
      source: 'default',
    });
  });
});

describe('who may switch what', () => {
  it('refuses teachers and students every admin call with 403', async () => {
    for (const who of [w.teacher, w.student]) {
      const caller = as(who);
      const answers = await Promise.all([
        caller.send(organisations.listFeatureSettings),
        caller.send(organisations.switchDistrictFeature, { body: { name: PUSH, enabled: true } }),
        caller.send(organisations.switchSchoolFeature, {
          params: { school_token: w.school.token },
          body: { name: PUSH, enabled: true },
        }),
        caller.send(organisations.clearSchoolFeature, {
          params: { school_token: w.school.token },
          query: { name: PUSH },
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    }
    expect(await mapOf(w.student)).toMatchObject({ [PUSH]: false });
  });

  it("refuses a school administrator the district's switch with 403", async () => {
    const answer = await as(w.schoolAdmin).send(organisations.switchDistrictFeature, {
      body: { name: PUSH, enabled: true },
    });
    expect(answer.status).toBe(403);
    expect(answer.error).toMatchObject({
      code: 'permission_denied',
      detail: "Only a district administrator may switch the district's features.",
    });
    expect(await isFeatureOn(t.db, w.district.id, PUSH)).toBe(false);
  });

  it("answers 404 for a school the administrator does not manage: a sister school, another district's, the district", async () => {
    for (const [who, token] of [
      [w.schoolAdmin, w.sisterSchool.token],
      [w.districtAdmin, w.otherSchool.token],
      [w.districtAdmin, w.district.token],
      [w.otherAdmin, w.school.token],
      [w.districtAdmin, 'not-a-token'],
    ] as const) {
      const switched = await as(who).send(organisations.switchSchoolFeature, {
        params: { school_token: token },
        body: { name: PUSH, enabled: true },
      });
      const cleared = await as(who).send(organisations.clearSchoolFeature, {
        params: { school_token: token },
        query: { name: PUSH },
      });
      for (const answer of [switched, cleared]) {
        expect(answer.status, `${who.email} ${token}`).toBe(404);
        expect(answer.error).toMatchObject({ detail: 'No such school.' });
      }
    }
    expect(await isFeatureOn(t.db, w.sisterSchool.id, PUSH)).toBe(false);
    expect(await isFeatureOn(t.db, w.otherSchool.id, PUSH)).toBe(false);
  });
});

describe('validation', () => {
  it('refuses an unknown feature name with a field error', async () => {
    const switched = await as(w.districtAdmin).sendUnchecked(organisations.switchDistrictFeature, {
      body: { name: 'Time Travel', enabled: true },
    });
    expect(switched.status).toBe(400);
    expect(switched.error?.errors).toEqual({
      name: [expect.stringContaining('Push Notifications')],
    });

    const cleared = await as(w.districtAdmin).sendUnchecked(organisations.clearSchoolFeature, {
      params: { school_token: w.school.token },
      query: { name: 'Time Travel' },
    });
    expect(cleared.status).toBe(400);
    expect(Object.keys(cleared.error?.errors ?? {})).toEqual(['name']);
  });

  it('refuses a missing value and fields it does not know', async () => {
    const answer = await as(w.schoolAdmin).sendUnchecked(organisations.switchSchoolFeature, {
      params: { school_token: w.school.token },
      body: { name: PUSH, enabled: 'yes', colour: 'red' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error?.errors ?? {}).sort()).toEqual(['colour', 'enabled']);
  });
});
