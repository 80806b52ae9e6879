import { teacher } from '../support/accounts';
import { expectNoHorizontalScroll, PHONE, seriousViolations } from '../support/axe';
import { expect, type Page, test } from '../support/journey';
import { kitCards, kitTokenOf, pageEmptyState } from '../support/kits';
import { signIn } from '../support/sign-in';

for (const viewport of [null, PHONE]) {
  const label = viewport ? ' at 375 px' : '';

  test.describe(`kit library screens: no serious or critical axe violations${label}`, () => {
    if (viewport) test.use({ viewport });

    async function expectAccessible(page: Page) {
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport) await expectNoHorizontalScroll(page);
    }

    test(`My Library and a kit's lessons, topics and materials${label}`, async ({ page }) => {
      await signIn(page, teacher, { at: '/my-library' });
      await expect(kitCards(page).first()).toBeVisible();
      await expectAccessible(page);

      await page.goto('/my-library?q=nothing-matches-this');
      await expect(pageEmptyState(page)).toBeVisible();
      await expectAccessible(page);

      await page.goto('/my-library');
      await kitCards(page).getByRole('link', { name: 'States of Matter' }).click();
      await expect(page.getByRole('navigation', { name: 'Lesson pages' })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('tab', { name: 'Topics' }).click();
      await expect(page.getByRole('article', { name: 'The melting race' })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('tab', { name: 'Materials' }).click();
      await expect(page.getByText('Ice cubes of the same size')).toBeVisible();
      await expectAccessible(page);
    });

    test(`lessons with tables, callouts and pictures${label}`, async ({ page }) => {
      await signIn(page, teacher, { at: '/my-library?q=Cells' });
      await kitCards(page).getByRole('link', { name: 'Cells and Microscopes' }).click();
      const pages = page.getByRole('navigation', { name: 'Lesson pages' });
      await expect(pages).toBeVisible();
      // Read to the end of the kit, checking every page on the way; one of them has a table.
      let tables = 0;
      for (;;) {
        await expectAccessible(page);
        tables += await page.getByRole('table').count();
        const next = pages.getByRole('button', { name: /^Next/ });
        if (await next.isDisabled()) break;
        const before = page.url();
        await next.click();
        await expect(page).not.toHaveURL(before);
      }
      expect(tables).toBeGreaterThan(0);
    });

    test(`a lesson table wider than a phone${label}`, async ({ page, request }) => {
      const token = await kitTokenOf(request, teacher, 'Fractions and Decimals');
      await signIn(page, teacher, { at: `/my-library/${token}?lesson=fractions-and-decimals` });
      await expect(page.getByRole('table').first()).toBeVisible();
      // On a phone the place-value table scrolls inside its own box, which takes keyboard focus.
      if (viewport) {
        await expect(page.getByRole('group', { name: 'Table, scrolls sideways' })).toBeVisible();
      }
      await expectAccessible(page);
    });

    test(`the topics list${label}`, async ({ page }) => {
      await signIn(page, teacher, { at: '/topics' });
      await expect(
        page.getByRole('region', { name: 'Topic list' }).getByRole('article').first(),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}
