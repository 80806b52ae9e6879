import {
  accounts,
  NEW_VERSION_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_NOTICE_MS,
  SESSION_EXPIRED_TITLE,
} from '@kitlab/contract';
import { districtAdmin, student, teacher } from '../support/accounts';
import { apiOf } from '../support/api';
import { expect, holdClock, test } from '../support/journey';
import { atPath, homeHeading, signIn } from '../support/sign-in';
import {
  KEYS,
  localItem,
  serviceWorkerControls,
  sessionDbLoginStatus,
  storageSizes,
  storedToken,
} from '../support/storage';
import { toastOf } from '../support/toasts';
import { chooseFromUserMenu } from '../support/user-menu';

test('a revoked token shows the Session notice, then the sign-in page', async ({
  page,
  request,
}) => {
  await signIn(page, teacher);
  await serviceWorkerControls(page);
  const token = await storedToken(page);
  const revoked = await apiOf(request).withToken(token).send(accounts.logout);
  expect(revoked.status).toBe(200);

  await holdClock(page);
  await page.reload();
  const notice = toastOf(page, SESSION_EXPIRED_MESSAGE);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(SESSION_EXPIRED_TITLE);
  // The notice stays for its 6 s before the sign-out reloads at the root.
  await page.clock.runFor(SESSION_EXPIRED_NOTICE_MS - 1);
  await expect(notice).toBeVisible();
  await expect(page).not.toHaveURL(atPath('/login'));
  await page.clock.resume();
  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storageSizes(page)).toEqual({ local: 0, session: 0 });
});

test('a stale token version reloads once and stores the latest version', async ({ page }) => {
  await signIn(page, student);
  await serviceWorkerControls(page);
  expect(await localItem(page, KEYS.tokenVersion)).toBe('1');
  // The stale version is written as the reloaded page starts, before any of its scripts: written
  // into the page before, it could be overwritten by the version of a profile still on its way
  // (the shell's account settings call), and the reload would then send the latest version.
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('e2e.stale_version_written') !== null) return;
    sessionStorage.setItem('e2e.stale_version_written', '1');
    localStorage.setItem(key, '0');
  }, KEYS.tokenVersion);

  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const upgradeAnswered = page.waitForResponse((r) => r.status() === 426);
  // The notice shows until the journey lets the clock run on to the reload it announces.
  await holdClock(page);
  await page.reload();
  await upgradeAnswered;
  await expect(toastOf(page, NEW_VERSION_MESSAGE)).toBeVisible();
  await expect.poll(() => loads).toBe(1);
  await page.clock.resume();
  await expect.poll(() => loads).toBe(2);
  await expect(homeHeading(page)).toHaveText('Welcome, Lucas');
  await expect(page.getByRole('region', { name: 'Your class' })).toContainText('6A');
  expect(await localItem(page, KEYS.tokenVersion)).toBe('1');
  expect(await localItem(page, KEYS.refreshRetryCounter)).toBe('2');
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
});

test('logout empties localStorage, sessionStorage and SessionDB and revokes the token', async ({
  page,
  request,
}) => {
  await signIn(page, districtAdmin);
  await expect.poll(() => sessionDbLoginStatus(page)).toMatchObject({ isLoggedIn: true });
  const token = await storedToken(page);

  await chooseFromUserMenu(page, 'Sign out');
  const dialog = page.getByRole('dialog', { name: 'Sign out of Kitlab?' });
  // Sign-out first routes to /login inside the old page, then loads the root afresh; storage is
  // read only once that new page has loaded, or the load would destroy the page being read.
  const freshPage = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await freshPage;

  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storageSizes(page)).toEqual({ local: 0, session: 0 });
  const status = await sessionDbLoginStatus(page);
  expect(status?.isLoggedIn ?? false).toBe(false);

  const afterwards = await apiOf(request).withToken(token).send(accounts.getAccountSettings);
  expect(afterwards.status).toBe(401);
});
