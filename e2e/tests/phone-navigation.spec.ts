import { type DemoAccount, districtAdmin, student, teacher } from '../support/accounts';
import { expectNoHorizontalScroll, PHONE, seriousViolations } from '../support/axe';
import { expect, type Page, test } from '../support/journey';
import { mainNavMenuButton } from '../support/main-nav';
import { studentOf, switchSchoolFeatureOn } from '../support/school';
import { atPath, signIn } from '../support/sign-in';

test.use({ viewport: PHONE, hasTouch: true });

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/**
 * Every link of a role's navigation, in the header's order, and the links that may be there too.
 * The demo student's class is under 13: the leaderboard is theirs only where the school allows.
 */
const PAGES_OF: [DemoAccount, string, string[], string[]][] = [
  [student, 'a student', ['My Library', 'Topics', 'Rewards'], ['Leaderboard']],
  [teacher, 'a teacher', ['My Library', 'Topics', 'Live reports', 'Leaderboard'], []],
  [
    districtAdmin,
    'an administrator',
    ['Users', 'Mailbox', 'Rosters', 'Children’s data', 'Features'],
    [],
  ],
];

/** Taps the menu open and reads the names of its links, checking each fits on the screen. */
async function openMenuLinks(page: Page): Promise<string[]> {
  await mainNavMenuButton(page).tap();
  const links = menu(page).getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box, `${await link.textContent()} is on the screen`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
  return links.allTextContents();
}

for (const [account, role, pages, sometimes] of PAGES_OF) {
  test(`on a phone ${role} reaches every page of the navigation by tapping the menu`, async ({
    page,
  }) => {
    await signIn(page, account);
    // The header keeps to the screen: no link squeezed into a strip that scrolls sideways.
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expectNoHorizontalScroll(page);

    await openMenuLinks(page);
    // A link a feature shows only sometimes comes once its answer has.
    for (const name of pages) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    const names = await menu(page).getByRole('link').allTextContents();
    // No link of the header is left out of the menu, nor one added that the header lacks.
    expect(names.filter((name) => !sometimes.includes(name))).toEqual(pages);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();

    for (const name of names) {
      await openMenuLinks(page);
      const link = menu(page).getByRole('link', { name, exact: true });
      const href = await link.getAttribute('href');
      await link.tap();
      await expect(menu(page), 'the menu closes on the way').toBeHidden();
      await expect(page).toHaveURL(atPath(href ?? ''));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
    }
  });
}

test('on a phone the privacy policy scrolls in a box the keyboard can reach', async ({ page }) => {
  await signIn(page, student, { at: '/privacy-policy' });
  const text = page.getByRole('region', { name: 'Privacy policy text' });
  await expect(text).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await text.focus();
  await expect(text).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => text.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
});

test('a grade-6 student is offered the leaderboard only once the school turns it on for under 13s', async ({
  page,
  request,
}) => {
  // No other journey changes Hillcrest's leaderboard, so it is off for its grade 6 until here.
  const hillcrest = 'Hillcrest Middle School';
  const boardRead = () =>
    page.waitForResponse((response) => response.url().includes('/streak-leaderboard/'));
  let answered = boardRead();
  await signIn(page, await studentOf(request, '6A', hillcrest));
  await answered;
  expect(await openMenuLinks(page)).toEqual(['My Library', 'Topics', 'Rewards']);

  await switchSchoolFeatureOn(request, hillcrest, 'Leaderboard for under 13s');
  answered = boardRead();
  await page.reload();
  await answered;
  await openMenuLinks(page);
  await expect(menu(page).getByRole('link', { name: 'Leaderboard', exact: true })).toBeVisible();
});
