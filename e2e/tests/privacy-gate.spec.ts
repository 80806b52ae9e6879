import { DEMO_PASSWORD, schoolAdmin } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/journey';
import { acceptButton, atPath, fillSignIn, homeHeading } from '../support/sign-in';
import { KEYS, localItem } from '../support/storage';
import { chooseFromUserMenu } from '../support/user-menu';

test('the privacy gate blocks the app until the policy is accepted', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, schoolAdmin.email, DEMO_PASSWORD);

  await expect(acceptButton(page)).toBeVisible();
  await expect(page.getByText('Please read and accept our privacy policy')).toBeVisible();
  await expect(page.getByTestId('privacy-policy-body')).not.toBeEmpty();
  await expect(homeHeading(page)).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  const before = JSON.parse((await localItem(page, KEYS.privacyPolicy)) ?? '[]');
  expect(before[0].accepted).toBe(false);

  // Reloading or going straight to the home does not get past it.
  await page.goto('/reports/AdminReport');
  await expect(acceptButton(page)).toBeVisible();
  await expect(homeHeading(page)).toBeHidden();

  await acceptButton(page).click();
  await expect(homeHeading(page)).toHaveText('Admin report');
  await expect(page).toHaveURL(atPath('/reports/AdminReport'));
  const after = JSON.parse((await localItem(page, KEYS.privacyPolicy)) ?? '[]');
  expect(after[0]).toMatchObject({ accepted: true });
  expect(after[0].policy_id).toEqual(expect.any(Number));

  await page.reload();
  await expect(homeHeading(page)).toHaveText('Admin report');
  await expect(acceptButton(page)).toBeHidden();

  // The accepted policy can be read again from the account menu.
  await chooseFromUserMenu(page, 'Privacy policy');
  await expect(page).toHaveURL(atPath('/privacy-policy'));
  await expect(page.getByTestId('privacy-policy-body')).not.toBeEmpty();
  await expect(page.getByTestId('privacy-policy-accepted')).toHaveText(
    /^You accepted this version on .+\.$/,
  );
  await expect(acceptButton(page)).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});
