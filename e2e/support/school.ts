import { accounts, organisations } from '@kitlab/contract';
import { formatDate } from '@kitlab/domain';
import type { APIRequestContext, Locator } from '@playwright/test';
import { type DemoAccount, districtAdmin } from './accounts';
import { adminApi } from './accounts-api';
import { signedInApi } from './api';
import { undoAfterJourney } from './journey';

/**
 * How the app writes a day: "Wed 25 Nov 2026", or "Wednesday 25 November 2026" (long) as the
 * calendars name it to a screen reader. The app's own formatter, whose wording its tests pin.
 */
export { formatDate };

/**
 * A seeded teacher of Riverside Middle School by name: Aisha Rahman teaches Science in 6B, 7B, 8A
 * and 8B, so she can give one grade-8 kit to two classes. Journeys that use her own her work.
 */
export function riversideTeacher(first: string, last: string): DemoAccount {
  return {
    email: `${first}.${last}@riverside.demo.kitlab.test`.toLowerCase(),
    userType: 'T',
    home: '/dashboard',
  };
}

/** A seeded student (the first the administrator's user list gives) of a class, at Riverside unless named. */
export async function studentOf(
  request: APIRequestContext,
  className: string,
  schoolName = 'Riverside Middle School',
): Promise<DemoAccount> {
  const admin = await adminApi(request);
  const { schools } = await admin.call(accounts.getHierarchy);
  const school = schools.find((item) => item.name === schoolName);
  const found = school?.classes.find((item) => item.class_name === className);
  if (!found) throw new Error(`${schoolName} has no class ${className}`);
  const { results } = await admin.call(accounts.listUsers, {
    query: { class_id: found.class_id, user_type: 'S', per_page: 5 },
  });
  // Demo students only: journeys add students of their own whose password is not the demo one.
  const seeded = results.find((user) => user.email.endsWith('.demo.kitlab.test'));
  if (!seeded) throw new Error(`Class ${className} has no seeded student`);
  return { email: seeded.email, userType: 'S', home: '/dashboard' };
}

/** Months from the month of `from` to the month of `to`, both YYYY-MM-DD. */
export function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** Picks a day on a date picker, moving on by months until the day shows. */
export async function pickDay(picker: Locator, date: string) {
  const day = picker.getByRole('button', { name: formatDate(date, 'long'), exact: true });
  for (let step = 0; step < 3 && !(await day.isVisible()); step += 1) {
    await picker.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

/** The district administrator's API, and the path of one of the district's schools by name. */
async function districtSchool(request: APIRequestContext, schoolName: string) {
  const admin = await signedInApi(request, districtAdmin.email);
  const { schools } = await admin.call(organisations.listFeatureSettings);
  const school = schools.find((s) => s.name === schoolName);
  if (!school) throw new Error(`${districtAdmin.email} does not manage ${schoolName}`);
  return { admin, params: { school_token: school.school_token } };
}

/**
 * Gives a school its own setting of a feature, on, through the API. When the journey ends the
 * school follows its district again, as it did before.
 */
export async function switchSchoolFeatureOn(
  request: APIRequestContext,
  schoolName: string,
  feature: organisations.OrganisationFeature,
) {
  const { admin, params } = await districtSchool(request, schoolName);
  await admin.call(organisations.switchSchoolFeature, {
    params,
    body: { name: feature, enabled: true },
  });
  undoAfterJourney(() =>
    admin.call(organisations.clearSchoolFeature, { params, query: { name: feature } }),
  );
}

/** When the journey ends, pass or fail, the school is open again from one day to another. */
export async function reopenSchoolAfterJourney(
  request: APIRequestContext,
  schoolName: string,
  days: { from: string; to: string },
) {
  const { admin, params } = await districtSchool(request, schoolName);
  undoAfterJourney(() => admin.call(organisations.removeSchoolHolidays, { params, query: days }));
}
