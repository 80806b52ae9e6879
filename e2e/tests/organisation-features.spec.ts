import { districtAdmin } from '../support/accounts';
import { expectCellsFit, expectNoHorizontalScroll, PHONE, seriousViolations } from '../support/axe';
import { expect, type Page, test } from '../support/journey';
import { openFromMainNav } from '../support/main-nav';
import { signIn } from '../support/sign-in';

const SCHOOL = 'Riverside Middle School';
const FEATURE = 'Push Notifications';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const schoolRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SCHOOL }) });
const pushSwitch = (page: Page) => page.getByRole('switch', { name: `${FEATURE} at ${SCHOOL}` });
/** Where a pointer switches it: the track, in the label around the (hidden) box. */
const pushTrack = (page: Page) => page.locator('label', { has: pushSwitch(page) });

async function openFeatures(page: Page) {
  await signIn(page, districtAdmin);
  await openFromMainNav(page, 'Features');
  await expect(heading(page)).toHaveText('Features');
  await expect(pushSwitch(page)).toBeVisible();
}

test("a district administrator gives a school its own setting, and hands it back to the district's", async ({
  page,
}) => {
  await openFeatures(page);
  // The demo district switches push notifications on, and its schools inherit it.
  await expect(pushSwitch(page)).toBeChecked();
  await expect(pushSwitch(page)).toHaveAccessibleDescription('On · inherited from the district');

  await pushTrack(page).click();
  await expect(pushSwitch(page)).not.toBeChecked();
  await expect(pushSwitch(page)).toHaveAccessibleDescription("Off · this school's own setting");
  await expect(schoolRow(page)).toContainText("Off · this school's own setting");

  await page.reload();
  await expect(pushSwitch(page)).not.toBeChecked();
  await expect(pushSwitch(page)).toHaveAccessibleDescription("Off · this school's own setting");
  // The page with a school's own setting and its way back to the district's.
  expect(await seriousViolations(page)).toEqual([]);

  await schoolRow(page)
    .getByRole('button', { name: `Use the district's setting: ${FEATURE} at ${SCHOOL}` })
    .click();
  await expect(pushSwitch(page)).toBeChecked();
  await expect(pushSwitch(page)).toHaveAccessibleDescription('On · inherited from the district');
  await expect(
    schoolRow(page).getByRole('button', { name: /Use the district's setting/ }),
  ).toHaveCount(0);
});

test('the admin report leads to the features page', async ({ page }) => {
  await signIn(page, districtAdmin);
  await page.getByRole('link', { name: 'Manage features' }).click();
  await expect(heading(page)).toHaveText('Features');
  await expect(pushSwitch(page)).toBeVisible();
});

for (const viewport of [null, PHONE]) {
  const label = viewport ? ' at 375 px' : '';
  test.describe(`features page: no serious or critical axe violations${label}`, () => {
    if (viewport) test.use({ viewport });

    test(`the district's switches and the schools' table${label}`, async ({ page }) => {
      await openFeatures(page);
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport) await expectNoHorizontalScroll(page);
      await expectCellsFit(page.getByRole('region', { name: 'Features of each school' }));
    });
  });
}
