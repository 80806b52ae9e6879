import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestClock } from '../../test/test-clock.js';
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
    const calendars = createSchoolCalendars(t.db, t.clock);
    const first = calendars.of(w.school.id);
    expect(calendars.of(w.school.id)).toBe(first);
    const elsewhere = createSchoolCalendars(t.db, t.clock).of(w.school.id);
    expect(elsewhere).not.toBe(first);
    expect(await elsewhere).toEqual(await first);
    expect((await first).timeZone).toEqual(expect.any(String));
  });

  it("read a school's calendar again once it is five minutes old by the app's clock", async () => {
    const clock = new TestClock(new Date('2028-02-29T23:58:00Z'));
    const calendars = createSchoolCalendars(t.db, clock);
    const first = calendars.of(w.school.id);
    clock.advance(4 * 60_000 + 59_000);
    expect(calendars.of(w.school.id)).toBe(first);
    clock.advance(1_000);
    const reread = calendars.of(w.school.id);
    expect(reread).not.toBe(first);
    expect(await reread).toEqual(await first);
  });
});
