import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSchoolCalendars } from './school-calendar.js';

const t = {} as TestApp;
const w = {} as SchoolWorld;
beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(w, await buildSchoolWorld(t));
});
afterAll(() => t.close());

describe("schools' calendars", () => {
  it('read a school once and answer again from what they read; calendars made apart share nothing', async () => {
    const calendars = createSchoolCalendars(t.db);
    const first = calendars.of(w.school.id);
    expect(calendars.of(w.school.id)).toBe(first);
    const elsewhere = createSchoolCalendars(t.db).of(w.school.id);
    expect(elsewhere).not.toBe(first);
    expect(await elsewhere).toEqual(await first);
    expect((await first).timeZone).toEqual(expect.any(String));
  });
});
