import { NOT_FOUND_MESSAGE, NOT_FOUND_REDIRECT_MS, NOT_FOUND_TITLE } from '@kitlab/contract';
import { DEMO_PASSWORD, teacher } from '../support/accounts';
import { expect, holdClock, test } from '../support/journey';
import { atPath, fillSignIn, homeHeading, passPrivacyGate, signIn } from '../support/sign-in';
import { KEYS } from '../support/storage';
import { expectToastShown, toastOf } from '../support/toasts';

test('an unknown route toasts "Page not found!" and goes home after 3 s', async ({ page }) => {
  await signIn(page, teacher);
  // The page's clock moves only as the journey says, so the 3 s are counted exactly.
  await holdClock(page);
  await page.goto('/no/such/page');
  const toast = toastOf(page, NOT_FOUND_MESSAGE);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(NOT_FOUND_TITLE);
  await page.clock.runFor(NOT_FOUND_REDIRECT_MS - 1);
  await expect(page).toHaveURL(atPath('/no/such/page'));
  await page.clock.runFor(1);
  await expect(page).toHaveURL(atPath('/dashboard'));
  await page.clock.resume();
  await expect(homeHeading(page)).toBeVisible();
});

test('an unknown route sends a signed-out visitor to sign-in', async ({ page }) => {
  await page.goto('/missing');
  await expectToastShown(page, NOT_FOUND_MESSAGE, { title: NOT_FOUND_TITLE });
  await expect(page).toHaveURL(atPath('/login'), { timeout: 6000 });
});

test('a deep link visited while signed out returns there after sign-in', async ({ page }) => {
  const deepLink = '/dashboard?section=classes';
  await page.goto(deepLink);
  await expect(page).toHaveURL(atPath('/login'));
  const saved = await page.evaluate(
    ([url, at]) =>
      [sessionStorage.getItem(url), Date.now() - Number(sessionStorage.getItem(at))] as const,
    [KEYS.redirectUrl, KEYS.redirectAt] as const,
  );
  expect(saved[0]).toBe(deepLink);
  // Saved by the browser's clock, which runs on the journey's date.
  expect(saved[1]).toBeGreaterThanOrEqual(0);
  expect(saved[1]).toBeLessThan(60_000);

  await fillSignIn(page, teacher.email, DEMO_PASSWORD);
  await passPrivacyGate(page);
  await expect(page).toHaveURL(atPath(deepLink));
  await expect(page.getByRole('region', { name: 'Your classes' })).toContainText('7A - Science');
  expect(await page.evaluate((k) => sessionStorage.getItem(k), KEYS.redirectUrl)).toBeNull();
});

test('a toast closes when clicked', async ({ page }) => {
  // Held, the clock keeps the toast up however slowly the journey gets to it.
  await holdClock(page);
  await page.goto('/gone');
  const toast = toastOf(page, NOT_FOUND_MESSAGE);
  await expect(toast).toBeVisible();
  await toast.click();
  // Well within the 2 s it would stay of itself.
  await page.clock.runFor(1000);
  await expect(toast).toBeHidden();
});
