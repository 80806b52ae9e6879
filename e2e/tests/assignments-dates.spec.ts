import { assignments, kits } from '@kitlab/contract';
import { cancelAssignment, expectAccessible } from '../support/activities';
import { signedInApi } from '../support/api';
import { type APIRequestContext, daysFromToday, expect, type Page, test } from '../support/journey';
import { kitTokenOf } from '../support/kits';
import { openFromMainNav } from '../support/main-nav';
import { formatDate, monthsBetween, pickDay, riversideTeacher } from '../support/school';
import { signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

// Helen Mwangi alone teaches grade-8 Mathematics (8A and 8B), and no other journey gives this kit.
const helen = riversideTeacher('Helen', 'Mwangi');
const KIT = 'Linear Equations';

/**
 * Days a calendar trips over, each at 10:00 UTC (10:00 or 11:00 in the school's London): the
 * last day of a month, 28 February of a common and of a leap year, 29 February, 31 December.
 * Every other journey runs on Sunday 31 January 2027.
 */
const DAYS = [
  '2026-11-30T10:00:00Z',
  '2027-02-28T10:00:00Z',
  '2028-02-28T10:00:00Z',
  '2028-02-29T10:00:00Z',
  '2027-12-31T10:00:00Z',
];

/** Cancels the kit's open work in the teacher's classes, so each date starts from none. */
async function cancelOpenWork(request: APIRequestContext) {
  const api = await signedInApi(request, helen.email);
  const { results } = await api.call(assignments.getClassStatus, {
    body: { kit_token: await kitTokenOf(request, helen, KIT) },
  });
  for (const work of results.flatMap((row) => row.assignments)) {
    if (work.state !== 'cancelled') await cancelAssignment(api, work.assignment_id);
  }
}

async function openDrawer(page: Page) {
  await openFromMainNav(page, 'My Library');
  await page.getByRole('link', { name: KIT }).click();
  await page.getByRole('button', { name: `Assign ${KIT}` }).click();
  return page.getByRole('dialog', { name: `Assign ${KIT}` });
}

for (const now of DAYS) {
  test.describe(`on ${now.slice(0, 10)}`, () => {
    test.use({ now });

    test('a teacher gives work due tomorrow, moves it a day on, and finds it on the calendar', async ({
      page,
      request,
    }) => {
      await cancelOpenWork(request);
      const today = daysFromToday(0);
      const tomorrow = daysFromToday(1);

      await signIn(page, helen);
      // The dashboard's calendar opens on today's month with today marked.
      const calendar = page.getByTestId('due-calendar');
      await expect(
        calendar.getByRole('button', { name: `${formatDate(today, 'long')}, today, nothing due` }),
      ).toBeVisible();

      const drawer = await openDrawer(page);
      await drawer.getByRole('checkbox', { name: '8A' }).check();
      // The picker opens on today's month and offers none of yesterday's days.
      await expect(
        drawer.getByRole('button', { name: formatDate(today, 'long'), exact: true }),
      ).toBeEnabled();
      await expect(
        drawer.getByRole('button', { name: formatDate(daysFromToday(-1), 'long'), exact: true }),
      ).not.toBeEnabled();
      await expectAccessible(page, false);
      await pickDay(drawer, tomorrow);
      await expect(drawer.getByTestId('chosen-due-date')).toHaveText(
        `Due ${formatDate(tomorrow, 'long')}`,
      );
      await expectAccessible(page, false);
      await drawer.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(drawer).toBeHidden();
      await expectToastShown(page, `${KIT} is assigned to 8A`);

      // The teacher moves it a day later from the dashboard. The dialog opens on tomorrow's
      // month, where today may be a day of the month before.
      const later = daysFromToday(2);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: `Actions for ${KIT} for 8A` }).click();
      await page.getByRole('menuitem', { name: 'Change due date' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the due date for 8A' });
      await expect(
        dialog.getByRole('button', { name: formatDate(tomorrow, 'long'), exact: true }),
      ).toBeVisible();
      await expectAccessible(page, false);
      await pickDay(dialog, later);
      await dialog.getByRole('button', { name: 'Save due date' }).click();
      await expect(dialog).toBeHidden();

      // The calendar counts it on the new day, in a later month if need be.
      for (let step = 0; step < monthsBetween(today, later); step += 1) {
        await calendar.getByRole('button', { name: 'Next month' }).click();
      }
      const dueDay = calendar.getByRole('button', {
        name: `${formatDate(later, 'long')}, 1 assignment due`,
      });
      await expect(dueDay).toBeVisible();
      await dueDay.click();
      await expect(page.getByTestId('due-day-list')).toContainText(KIT);
      await expectAccessible(page, false);
      await cancelOpenWork(request);
    });
  });
}

test('work due today is marked "Due today" in words and colours that read for everyone', async ({
  page,
  request,
}) => {
  await cancelOpenWork(request);
  const api = await signedInApi(request, helen.email);
  const { results: classes } = await api.call(kits.listTeacherClasses);
  const eightA = classes.find((c) => c.class_name === '8A');
  if (!eightA) throw new Error('Helen does not teach 8A');
  await api.call(assignments.createAssignments, {
    body: {
      kit_token: await kitTokenOf(request, helen, KIT),
      class_ids: [eightA.class_id],
      due_date: daysFromToday(0),
    },
  });

  await signIn(page, helen);
  await page
    .getByTestId('due-calendar')
    .getByRole('button', { name: /today, 1 assignment due/ })
    .click();
  const list = page.getByTestId('due-day-list');
  await expect(list.getByTestId('due-mark')).toHaveText('Due today');
  await expectAccessible(page, false);
  await cancelOpenWork(request);
});
