import type { DemoAccount } from '../support/accounts';
import { expectAccessible } from '../support/activities';
import { PHONE } from '../support/axe';
import { daysFromToday, expect, type Page, test } from '../support/journey';
import { openFromMainNav } from '../support/main-nav';
import { formatDate, monthsBetween, pickDay, riversideTeacher, studentOf } from '../support/school';
import { signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

const KIT = 'Forces and Motion';
const QUIZ = 'Forces and motion quiz';
const aisha = riversideTeacher('Aisha', 'Rahman');

/** The student's dashboard card of the kit, in the Assigned tab. */
function assignedCard(page: Page) {
  return page.getByRole('region', { name: 'Your assignments' }).getByRole('article', { name: KIT });
}

async function signInElsewhere(page: Page, account: DemoAccount) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, account);
}

test('a teacher assigns a kit to two classes, moves its due date, and the students see it', async ({
  page,
  request,
}) => {
  test.slow();
  const firstDue = daysFromToday(3);
  const movedDue = daysFromToday(12);
  const eightA = await studentOf(request, '8A');
  const sevenB = await studentOf(request, '7B');

  // The teacher assigns the kit from its page in the library to 8A and 8B.
  await signIn(page, aisha);
  await openFromMainNav(page, 'My Library');
  await page.getByTestId('kit-grid').getByRole('link', { name: KIT }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KIT);
  await page.getByRole('button', { name: `Assign ${KIT}` }).click();
  const drawer = page.getByRole('dialog', { name: `Assign ${KIT}` });
  await drawer.getByRole('checkbox', { name: '8A' }).check();
  await drawer.getByRole('checkbox', { name: '8B' }).check();
  await pickDay(drawer, firstDue);
  await expect(drawer.getByTestId('chosen-due-date')).toHaveText(
    `Due ${formatDate(firstDue, 'long')}`,
  );
  await drawer
    .getByRole('textbox', { name: 'Instructions (optional)' })
    .fill('Bring a ruler and a toy car.');
  await expectAccessible(page, false);
  await drawer.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expectToastShown(page, `${KIT} is assigned to 8A and 8B`);
  // The library status follows without a reload.
  await expect(
    page.getByRole('region', { name: 'About this kit' }).getByTestId('kit-status'),
  ).toHaveText('Assigned');

  // A student of 8A sees it on the dashboard and in the library.
  await signInElsewhere(page, eightA);
  await expect(assignedCard(page)).toContainText(formatDate(firstDue));
  await expect(assignedCard(page)).toContainText('Bring a ruler and a toy car.');
  await expectAccessible(page, false);
  await openFromMainNav(page, 'My Library');
  await expect(page.getByRole('article', { name: KIT }).getByTestId('kit-due-date')).toHaveText(
    `Next due ${formatDate(firstDue)}`,
  );

  // From the kit's page the student goes straight into one of its activities.
  await page.getByTestId('kit-grid').getByRole('link', { name: KIT }).click();
  await page.getByRole('tab', { name: 'Topics' }).click();
  await page.getByRole('link', { name: `Start: ${QUIZ}` }).click();
  await expect(page).toHaveURL(/\/quiz\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUIZ);

  // A student of 7B, another class of the same teacher, sees neither.
  await signInElsewhere(page, sevenB);
  await expect(page.getByRole('region', { name: 'Your assignments' })).toBeVisible();
  await expect(assignedCard(page)).toHaveCount(0);
  await openFromMainNav(page, 'My Library');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Library');
  await expect(page.getByRole('link', { name: KIT })).toHaveCount(0);

  // The teacher moves 8A's due date from the dashboard.
  await signInElsewhere(page, aisha);
  await page.getByRole('button', { name: `Actions for ${KIT} for 8A` }).click();
  await page.getByRole('menuitem', { name: 'Change due date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the due date for 8A' });
  await pickDay(dialog, movedDue);
  await expectAccessible(page, false);
  await dialog.getByRole('button', { name: 'Save due date' }).click();
  await expect(dialog).toBeHidden();

  // The calendar counts it on the new day, and 8B's on the first.
  const calendar = page.getByTestId('due-calendar');
  for (let step = 0; step < monthsBetween(daysFromToday(0), movedDue); step += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  const movedDay = calendar.getByRole('button', {
    name: new RegExp(`^${formatDate(movedDue, 'long')}`),
  });
  await expect(movedDay).toHaveAccessibleName(/, 1 assignment due$/);
  await movedDay.click();
  await expect(page.getByTestId('due-day-list')).toContainText(KIT);
  await expect(page.getByTestId('due-day-list')).toContainText('8A');
  await expectAccessible(page, false);

  // The teacher follows the quiz from the kit's page: 8A and 8B have it, nobody handed in yet.
  await openFromMainNav(page, 'My Library');
  await page.getByTestId('kit-grid').getByRole('link', { name: KIT }).click();
  await page.getByRole('tab', { name: 'Topics' }).click();
  await page.getByRole('link', { name: `Submissions: ${QUIZ}` }).click();
  await expect(page).toHaveURL(/\/submissions\/[\w-]+\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(QUIZ);

  // The 8A student sees the new date.
  await signInElsewhere(page, eightA);
  await expect(assignedCard(page)).toContainText(formatDate(movedDue));
});

test.describe('assignment screens at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the teacher and student dashboards fit a phone and pass axe', async ({ page, request }) => {
    await signIn(page, aisha);
    await expect(page.getByRole('region', { name: 'Recent assignments' })).toBeVisible();
    await expectAccessible(page, true);

    await signInElsewhere(page, await studentOf(request, '8B'));
    await expect(page.getByRole('region', { name: 'Your assignments' })).toBeVisible();
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/[?&]tab=completed/);
    await expectAccessible(page, true);
  });
});
