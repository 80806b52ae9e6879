import { studentRecords } from '@kitlab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCallers } from '../../test/api-caller.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const t = {} as TestApp;
const w = {} as SchoolWorld;
const { as } = apiCallers(t);
beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(w, await buildSchoolWorld(t));
  return () => t.close();
});

const setting = (
  org: { token: string; name: string },
  kind: 'district' | 'school',
  days: number,
  source: 'own' | 'district' | 'default',
) => ({ organisation_token: org.token, name: org.name, kind, former_student_days: days, source });

const put = (who: { email: string }, org: { token: string }, days: number | null) =>
  as(who).send(studentRecords.setRetention, {
    body: { organisation_token: org.token, former_student_days: days },
  });

describe('GET and PUT /api/v2/student-records/retention', () => {
  it('keeps a year by default, for the school its administrator manages', async () => {
    const answer = await as(w.schoolAdmin).call(studentRecords.getRetention, {});
    expect(answer.settings).toEqual([setting(w.school, 'school', 365, 'default')]);
  });

  it("lets a district administrator set the district's days, which its schools follow until they set their own", async () => {
    expect((await put(w.districtAdmin, w.district, 200)).status).toBe(200);
    const own = await put(w.districtAdmin, w.sisterSchool, 90);
    expect(own.data?.settings).toEqual([
      setting(w.district, 'district', 200, 'own'),
      setting(w.school, 'school', 200, 'district'),
      setting(w.sisterSchool, 'school', 90, 'own'),
    ]);
    const school = await as(w.schoolAdmin).call(studentRecords.getRetention, {});
    expect(school.settings).toEqual([setting(w.school, 'school', 200, 'district')]);

    // A school administrator sets their school's own days, then follows the district again.
    const set = await put(w.schoolAdmin, w.school, 730);
    expect(set.data?.settings).toEqual([setting(w.school, 'school', 730, 'own')]);
    const cleared = await put(w.schoolAdmin, w.school, null);
    expect(cleared.data?.settings).toEqual([setting(w.school, 'school', 200, 'district')]);
  });

  it('refuses organisations the administrator does not manage (404), other roles (403) and days out of bounds (400)', async () => {
    for (const [who, org] of [
      [w.schoolAdmin, w.district],
      [w.schoolAdmin, w.sisterSchool],
      [w.otherAdmin, w.school],
      [w.districtAdmin, w.otherSchool],
    ] as const) {
      expect((await put(who, org, 400)).status).toBe(404);
    }
    for (const who of [w.teacher, w.student]) {
      expect((await put(who, w.school, 400)).status).toBe(403);
      expect((await as(who).send(studentRecords.getRetention, {})).status).toBe(403);
    }
    for (const days of [
      studentRecords.RETENTION_MIN_DAYS - 1,
      studentRecords.RETENTION_MAX_DAYS + 1,
    ]) {
      const refused = await put(w.schoolAdmin, w.school, days);
      expect(refused.status).toBe(400);
      expect(refused.error?.errors).toHaveProperty('former_student_days');
    }
  });
});
