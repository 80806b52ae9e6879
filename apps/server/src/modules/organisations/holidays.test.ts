import { organisations } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallers } from '../../test/api-caller.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createHolidaysRepository } from './holidays.repository.js';

const t = {} as TestApp;
const w = {} as SchoolWorld;
const { as } = apiCallers(t);
beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(w, await buildSchoolWorld(t));
});
afterAll(() => t.close());

/** A school's holidays from one day to another (both included), sorted, as its calendar reads them. */
async function holidaysOf(schoolId: number, from: string, to: string): Promise<string[]> {
  const { holidays } = await createHolidaysRepository(t.db).calendarOf(schoolId);
  return holidays.map((holiday) => holiday.day).filter((day) => day >= from && day <= to);
}

const at = (token: string) => ({ params: { school_token: token } });

const addBreak = (
  who: { email: string },
  token: string,
  body: { name: string; from: string; to: string },
) => as(who).call(organisations.addSchoolBreak, { ...at(token), body });

describe('a school administrator keeps their school breaks', () => {
  it('lists nothing at first, with the school name and time zone', async () => {
    const list = await as(w.schoolAdmin).call(organisations.listSchoolHolidays, at(w.school.token));
    expect(list).toEqual({
      school_token: w.school.token,
      name: w.school.name,
      time_zone: expect.any(String),
      breaks: [],
    });
  });

  it('adds a break with its weekends, answers 201 with the sorted breaks, and removes days', async () => {
    const added = await as(w.schoolAdmin).send(organisations.addSchoolBreak, {
      ...at(w.school.token),
      body: { name: '  Winter break ', from: '2026-12-21', to: '2027-01-01' },
    });
    expect(added.status).toBe(201);
    await addBreak(w.schoolAdmin, w.school.token, {
      name: 'Autumn half term',
      from: '2026-10-26',
      to: '2026-10-30',
    });
    const list = await as(w.schoolAdmin).call(organisations.listSchoolHolidays, at(w.school.token));
    expect(list.breaks).toEqual([
      { name: 'Autumn half term', from: '2026-10-26', to: '2026-10-30', days: 5 },
      { name: 'Winter break', from: '2026-12-21', to: '2027-01-01', days: 10 },
    ]);
    expect(await holidaysOf(w.school.id, '2026-12-31', '2027-01-03')).toEqual([
      '2026-12-31',
      '2027-01-01',
    ]);

    const removed = await as(w.schoolAdmin).call(organisations.removeSchoolHolidays, {
      ...at(w.school.token),
      query: { from: '2026-12-28', to: '2027-01-10' },
    });
    expect(removed.breaks.at(-1)).toEqual({
      name: 'Winter break',
      from: '2026-12-21',
      to: '2026-12-27',
      days: 5,
    });
    await as(w.schoolAdmin).call(organisations.removeSchoolHolidays, {
      ...at(w.school.token),
      query: { from: '2026-01-01', to: '2026-12-31' },
    });
  });

  it('renames days already a holiday when a break overlaps them', async () => {
    await addBreak(w.schoolAdmin, w.school.token, {
      name: 'Half term',
      from: '2027-02-15',
      to: '2027-02-19',
    });
    const list = await addBreak(w.schoolAdmin, w.school.token, {
      name: 'Inset days',
      from: '2027-02-18',
      to: '2027-02-22',
    });
    expect(list.breaks).toEqual([
      { name: 'Half term', from: '2027-02-15', to: '2027-02-17', days: 3 },
      { name: 'Inset days', from: '2027-02-18', to: '2027-02-22', days: 3 },
    ]);
    expect(await holidaysOf(w.school.id, '2027-02-01', '2027-02-28')).toHaveLength(8);
  });
});

describe('validation', () => {
  const refused = async (body: Record<string, unknown>) => {
    const answer = await as(w.schoolAdmin).sendUnchecked(organisations.addSchoolBreak, {
      ...at(w.school.token),
      body,
    });
    expect(answer.status).toBe(400);
    return answer.error?.errors;
  };

  it('refuses a last day before the first, and a break over 100 days, on the last day', async () => {
    expect(await refused({ name: 'Back to front', from: '2027-03-10', to: '2027-03-09' })).toEqual({
      to: ['The last day cannot be before the first day.'],
    });
    expect(await refused({ name: 'Too long', from: '2027-01-01', to: '2027-04-11' })).toEqual({
      to: ['A break can be at most 100 days long.'],
    });
  });

  it('refuses a date that does not exist and an empty or too long name', async () => {
    expect(await refused({ name: 'Leap', from: '2027-02-27', to: '2027-02-30' })).toEqual({
      to: ['This date does not exist.'],
    });
    expect(await refused({ name: '   ', from: '2027-03-01', to: '2027-03-01' })).toEqual({
      name: [expect.stringContaining('Give the break a name')],
    });
    expect(await refused({ name: 'x'.repeat(81), from: '2027-03-01', to: '2027-03-01' })).toEqual({
      name: ['Keep the name to 80 characters or fewer.'],
    });
  });

  it('takes a break of exactly 100 days, and refuses removal days in the wrong order', async () => {
    const long = await addBreak(w.districtAdmin, w.sisterSchool.token, {
      name: 'Long summer',
      from: '2027-06-01',
      to: '2027-09-08',
    });
    expect(long.breaks).toEqual([
      { name: 'Long summer', from: '2027-06-01', to: '2027-09-08', days: 72 },
    ]);
    const answer = await as(w.districtAdmin).sendUnchecked(organisations.removeSchoolHolidays, {
      ...at(w.sisterSchool.token),
      query: { from: '2027-06-02', to: '2027-06-01' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error?.errors ?? {})).toEqual(['to']);
  });
});

describe('who may keep which school holidays', () => {
  /** List, add, then remove, one after another: a removal racing the add would undo it. */
  const callsOn = async (who: { email: string }, token: string) => {
    const caller = as(who);
    const list = await caller.send(organisations.listSchoolHolidays, at(token));
    const added = await caller.send(organisations.addSchoolBreak, {
      ...at(token),
      body: { name: 'Snow day', from: '2027-01-12', to: '2027-01-12' },
    });
    const removed = await caller.send(organisations.removeSchoolHolidays, {
      ...at(token),
      query: { from: '2027-01-12', to: '2027-01-12' },
    });
    return [list, added, removed];
  };

  it('refuses teachers and students with 403', async () => {
    for (const who of [w.teacher, w.student]) {
      const answers = await callsOn(who, w.school.token);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    }
  });

  it('answers 404 for a school the administrator does not manage', async () => {
    for (const [who, token] of [
      [w.schoolAdmin, w.sisterSchool.token],
      [w.otherAdmin, w.school.token],
      [w.districtAdmin, w.otherSchool.token],
      [w.districtAdmin, w.district.token],
    ] as const) {
      for (const answer of await callsOn(who, token)) {
        expect(answer.status, `${who.email} ${token}`).toBe(404);
        expect(answer.error).toMatchObject({ detail: 'No such school.' });
      }
    }
    expect(await holidaysOf(w.otherSchool.id, '2027-01-01', '2027-01-31')).toEqual([]);
    expect(await holidaysOf(w.school.id, '2027-01-12', '2027-01-12')).toEqual([]);
  });

  it("lets a district administrator keep a school of the district's holidays", async () => {
    const [list, added, removed] = await callsOn(w.districtAdmin, w.school.token);
    expect([list?.status, added?.status, removed?.status]).toEqual([200, 201, 200]);
    expect(added?.data).toMatchObject({
      breaks: expect.arrayContaining([
        { name: 'Snow day', from: '2027-01-12', to: '2027-01-12', days: 1 },
      ]),
    });
  });
});
