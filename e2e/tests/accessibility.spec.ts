import { NOT_FOUND_MESSAGE } from '@kitlab/contract';
import { type DemoAccount, districtAdmin, student, teacher } from '../support/accounts';
import { expectNoHorizontalScroll, PHONE, seriousViolations } from '../support/axe';
import { expect, test } from '../support/journey';
import { homeHeading, signIn } from '../support/sign-in';
import { toastOf } from '../support/toasts';

for (const viewport of [null, PHONE]) {
  const label = viewport ? ' at 375 px' : '';

  test.describe(`accessibility${label}`, () => {
    if (viewport) test.use({ viewport });

    test(`sign-in has no serious or critical axe violations${label}`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport) await expectNoHorizontalScroll(page);
    });

    test(`the not-found page has no serious or critical axe violations${label}`, async ({
      page,
    }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      // The page's toast is part of what is checked.
      await expect(toastOf(page, NOT_FOUND_MESSAGE)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    const homes: Array<[string, DemoAccount, string]> = [
      ['student', student, 'Your class'],
      ['teacher', teacher, 'Your classes'],
      ['administrator', districtAdmin, 'Schools'],
    ];
    for (const [role, account, section] of homes) {
      test(`the ${role} home has no serious or critical axe violations${label}`, async ({
        page,
      }) => {
        await signIn(page, account);
        await expect(homeHeading(page)).toBeVisible();
        await expect(page.getByRole('region', { name: section })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        if (viewport) await expectNoHorizontalScroll(page);
      });
    }
  });
}
