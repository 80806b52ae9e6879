import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';
import { apiSignIn } from './api';
import { KEYS } from './storage';

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function homeHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: /^(Welcome, |Admin report$)/ });
}

export function acceptButton(page: Page) {
  return page.getByRole('button', { name: 'I accept' });
}

/** Matches a page URL by its path (and query), whatever the host. */
export function atPath(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}$`);
}

/** Accepts the privacy policy when the gate shows; answers whether it did. */
export async function passPrivacyGate(page: Page): Promise<boolean> {
  await expect(acceptButton(page).or(homeHeading(page))).toBeVisible();
  if (!(await acceptButton(page).isVisible())) return false;
  await acceptButton(page).click();
  await expect(homeHeading(page)).toBeVisible();
  return true;
}

export interface SignInOptions {
  /** The account's own password when it is not the demo one. */
  password?: string;
  /** Where the journey goes once signed in: a deep link, which the app returns to after sign-in. */
  at?: string;
}

type StoredItems = [string, string][];

/**
 * What the app stored in this worker's first sign-in of each account through the sign-in page.
 * A later sign-in of the account opens the app with it, under a session token of its own, as a
 * user who comes back to a signed-in browser: the sign-in page itself is covered by that first
 * sign-in and by the journeys about signing in, and each page load it saves costs seconds here.
 */
const storedAfterSignIn = new Map<string, StoredItems>();

/**
 * Signs in and opens `at` (the account's home unless told): through the sign-in page the first
 * time in this worker, past the privacy notice, and afterwards straight into the app.
 */
export async function signIn(
  page: Page,
  account: Pick<DemoAccount, 'email' | 'home'>,
  { password = DEMO_PASSWORD, at = account.home }: SignInOptions = {},
): Promise<void> {
  await test.step(
    `sign in: ${account.email}`,
    async () => {
      const stored = storedAfterSignIn.get(account.email);
      if (stored) {
        const token = await apiSignIn(page.request, account.email, password);
        await openWithStorage(page, withSessionToken(stored, token), at);
      } else {
        await signInThroughThePage(page, account.email, password, at);
        storedAfterSignIn.set(account.email, await localStorageOf(page));
      }
      // The page may add to the address (a quiz its page number), but stays where it was sent.
      const path = new URL(at, page.url()).pathname;
      await expect(page).toHaveURL((url) => url.pathname === path);
    },
    { box: true },
  );
}

/** The app's header, shown once every gate after sign-in is passed. */
function accountMenu(page: Page) {
  return page.getByRole('button', { name: /^Account menu/ });
}

/** A signed-out visitor's deep link leads to sign-in, and back to it once signed in. */
async function signInThroughThePage(page: Page, email: string, password: string, at: string) {
  await page.goto(at);
  await expect(page).toHaveURL(atPath('/login'));
  await fillSignIn(page, email, password);
  await expect(acceptButton(page).or(accountMenu(page))).toBeVisible();
  if (await acceptButton(page).isVisible()) await acceptButton(page).click();
  await expect(accountMenu(page)).toBeVisible();
}

async function localStorageOf(page: Page): Promise<StoredItems> {
  return page.evaluate(() => Object.entries(localStorage));
}

function withSessionToken(stored: StoredItems, token: string): StoredItems {
  return stored.map(([key, value]) =>
    key === KEYS.session ? [key, JSON.stringify({ ...JSON.parse(value), token })] : [key, value],
  );
}

/** Opens the page with this in localStorage, as a browser that kept it from an earlier visit. */
async function openWithStorage(page: Page, items: StoredItems, at: string): Promise<void> {
  const seeding = await page.addInitScript((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, items);
  try {
    await page.goto(at);
  } finally {
    // Later loads (a reload, a sign-out) must find what the app left, not this again.
    await seeding.dispose();
  }
  await expect(accountMenu(page)).toBeVisible();
}
