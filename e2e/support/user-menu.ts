import type { Page } from '@playwright/test';
import { animationsSettled } from './motion';

/** Opens the header's account menu and picks an item. */
export async function chooseFromUserMenu(
  page: Page,
  item: 'Account settings' | 'Change password' | 'Privacy policy' | 'Sign out',
): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Signs out through the account menu and its confirmation. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await chooseFromUserMenu(page, 'Sign out');
  const dialog = page.getByRole('dialog', { name: 'Sign out of Kitlab?' });
  await dialog.waitFor();
  // The menu closing and the dialog coming in run at once; a click while they do can be lost.
  await animationsSettled(page);
  // Sign-out ends by loading the site root afresh; a sign-in form seen before that load is the
  // old page's, and whatever is typed into it is lost with it.
  const freshPage = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await freshPage;
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}
