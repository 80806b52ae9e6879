import { expectNoHorizontalScroll, PHONE, seriousViolations } from '../support/axe';
import { expect, test } from '../support/journey';

for (const viewport of [null, PHONE]) {
  const label = viewport ? ' at 375 px' : '';

  test.describe(`the API docs page${label}`, () => {
    if (viewport) test.use({ viewport });

    test(`reads as a page of calls and has no serious axe violations${label}`, async ({ page }) => {
      // axe reads every one of the page's few thousand elements.
      test.setTimeout(180_000);
      await page.goto('/api/docs');
      await expect(page.getByRole('heading', { level: 1, name: /Kitlab API/ })).toBeVisible();
      const contents = page.getByRole('navigation', { name: 'Calls by area' });
      await contents.getByRole('link', { name: 'POST /api/accounts/login' }).click();
      await expect(page).toHaveURL(/#postAccountsLogin$/);
      const login = page.locator('#postAccountsLogin');
      await expect(login).toBeInViewport();
      await expect(login).toContainText('Anyone may call this.');
      await expect(page.getByRole('link', { name: 'OpenAPI 3 JSON' })).toHaveAttribute(
        'href',
        '/api/docs/openapi.json',
      );
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport) await expectNoHorizontalScroll(page);
    });
  });
}
