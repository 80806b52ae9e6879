import { accounts, WRONG_CREDENTIALS_DETAIL } from '@kitlab/contract';
import { codeIn, createUser, waitForMail } from '../support/accounts-api';
import { expect, test } from '../support/journey';
import { atPath, fillSignIn, homeHeading, passPrivacyGate } from '../support/sign-in';

const TEMPORARY = 'temporary-Pass-41';
const CHOSEN = 'seven otters sing at dawn';

test('a student who forgot their password recovers it with the emailed code', async ({
  page,
  request,
}) => {
  const student = await createUser(request, { temporaryPassword: TEMPORARY, firstName: 'Rosa' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(atPath('/forgot-password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter your email.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  const firstMail = await waitForMail(request, student.email);
  expect(firstMail.subject).toMatch(/^Your Kitlab recovery code: \d{6}$/);

  // Another code may be asked for only after the 60 s cool-down, which the button counts down.
  const waiting = page.getByRole('button', { name: /^Resend code in \d:\d\d$/ });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveText(/^Resend code in (1:00|0:5\d)$/);
  await page.clock.fastForward(accounts.RECOVERY_RESEND_COOLDOWN_SECONDS * 1000);
  const resend = page.getByRole('button', { name: 'Resend code', exact: true });
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByText('A new code is on its way.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in/ })).toBeDisabled();
  const secondMail = await waitForMail(request, student.email, firstMail.id);

  // Only the newest code works; the refusal shows on the code field.
  const codeField = page.getByRole('textbox', { name: '6-digit code' });
  await codeField.fill(codeIn(firstMail) === codeIn(secondMail) ? '000000' : codeIn(firstMail));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(codeField).toHaveAccessibleDescription(/This code is not valid/);
  await codeField.fill(codeIn(secondMail));
  await page.getByRole('button', { name: 'Verify code' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  // The server refuses a very common password, on the field, even though it is long enough.
  await newPassword.fill('password123');
  await expect(page.getByTestId('password-strength')).toContainText('Very weak');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('password123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(newPassword).toHaveAccessibleDescription(/too common/);

  await newPassword.fill(CHOSEN);
  await expect(page.getByTestId('password-strength')).toContainText(/Good|Strong/);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(CHOSEN);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(atPath('/login'));

  await fillSignIn(page, student.email, TEMPORARY);
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS_DETAIL);
  await fillSignIn(page, student.email, CHOSEN);
  await passPrivacyGate(page);
  await expect(page).toHaveURL(atPath('/dashboard'));
  await expect(homeHeading(page)).toHaveText('Welcome, Rosa');
});
