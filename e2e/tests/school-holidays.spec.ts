import { districtAdmin } from '../support/accounts';
import { expectNoHorizontalScroll, PHONE, seriousViolations } from '../support/axe';
import { expect, type Page, test } from '../support/journey';
import { reopenSchoolAfterJourney } from '../support/school';
import { signIn } from '../support/sign-in';

const SCHOOL = 'Riverside Middle School';
/** A break of its own, far from the dates other journeys run on. */
const BREAK = 'Journey study week';
const BREAK_DAYS = { from: '2028-06-05', to: '2028-06-09' };

async function openHolidays(page: Page) {
  await signIn(page, districtAdmin, { at: '/admin/features' });
  await page.getByRole('link', { name: `Holidays of ${SCHOOL}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Holidays of ${SCHOOL}`);
  await expect(page.getByTestId('holiday-break').first()).toBeVisible();
}

test('an administrator adds a break to a school, is told plainly of a wrong date, and removes it', async ({
  page,
  request,
}) => {
  // A journey that fails before removing its break leaves the next run a clean school.
  await reopenSchoolAfterJourney(request, SCHOOL, BREAK_DAYS);
  await openHolidays(page);
  // The seeded winter break, in words, with its school days counted.
  await expect(
    page.getByTestId('holiday-break').filter({ hasText: 'Winter break' }).first(),
  ).toContainText(/\d+ school days/);

  const form = page.getByRole('form', { name: 'Add a break' });
  await form.getByLabel('Name').fill(BREAK);
  await form.getByLabel('First day').fill(BREAK_DAYS.to);
  await form.getByLabel('Last day').fill(BREAK_DAYS.from);
  await form.getByRole('button', { name: 'Add break' }).click();
  await expect(form.getByText('The last day cannot be before the first day.')).toBeVisible();
  await form.getByLabel('First day').fill(BREAK_DAYS.from);
  await form.getByLabel('Last day').fill(BREAK_DAYS.to);
  await form.getByRole('button', { name: 'Add break' }).click();
  const added = page.getByTestId('holiday-break').filter({ hasText: BREAK });
  await expect(added).toContainText('5 school days');
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: new RegExp(`^Remove ${BREAK}`) }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${BREAK}?` });
  await expect(confirm).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Remove break' }).click();
  await expect(added).toHaveCount(0);
});

test.describe('the holidays page at 375 px', () => {
  test.use({ viewport: PHONE });

  test('lists the breaks and the form without sideways scroll, and passes axe', async ({
    page,
  }) => {
    await openHolidays(page);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoHorizontalScroll(page);
  });
});
