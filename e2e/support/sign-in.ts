import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';

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

/** Signs in from the sign-in page and waits for the user's home behind the privacy gate. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, account.email, DEMO_PASSWORD);
  await passPrivacyGate(page);
  await expect(page).toHaveURL(atPath(account.home));
}
