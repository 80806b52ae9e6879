import { TOO_MANY_ATTEMPTS_DETAIL, WRONG_CREDENTIALS_DETAIL } from '@kitlab/contract';
import { student } from '../support/accounts';
import { expect, test } from '../support/journey';
import { atPath, fillSignIn } from '../support/sign-in';
import { KEYS, localItem } from '../support/storage';

test('a wrong password shows the server message on the form', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, student.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS_DETAIL);
  await expect(page).toHaveURL(atPath('/login'));
  expect(await localItem(page, KEYS.userToken)).toBeNull();
});

test('empty fields show validation messages without calling the server', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/accounts/login')) calls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your email.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  expect(calls).toBe(0);
});

test('too many failed attempts show the 429 message', async ({ page }) => {
  const email = 'nobody.here@demo.kitlab.test';
  await page.goto('/login');
  const alert = page.getByRole('alert');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const answered = page.waitForResponse((r) => r.url().includes('/api/accounts/login'));
    await fillSignIn(page, email, `wrong-${attempt}`);
    const response = await answered;
    if (response.status() === 429) break;
  }
  await expect(alert).toContainText(TOO_MANY_ATTEMPTS_DETAIL);
});
