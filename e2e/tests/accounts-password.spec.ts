import { WRONG_CREDENTIALS_DETAIL } from '@kitlab/contract';
import { choosePassword, createUser } from '../support/accounts-api';
import { expect, type Page, test } from '../support/journey';
import { atPath, fillSignIn, homeHeading, passPrivacyGate } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';
import { chooseFromUserMenu, signOutFromMenu } from '../support/user-menu';

const TEMPORARY = 'temporary-Pass-72';
const FIRST = 'maple leaves in april';
const SECOND = 'blue kites over the harbour';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillNewPassword(page: Page, next: string): Promise<void> {
  await field(page, 'New password').fill(next);
  await field(page, 'Confirm new password').fill(next);
}

test('a user changes their password and signs in with the new one, not the old', async ({
  page,
  request,
}) => {
  const teacher = await createUser(request, {
    userType: 'T',
    temporaryPassword: TEMPORARY,
    firstName: 'Noor',
  });
  await choosePassword(request, teacher, TEMPORARY, FIRST);

  await page.goto('/login');
  await fillSignIn(page, teacher.email, FIRST);
  await passPrivacyGate(page);
  await chooseFromUserMenu(page, 'Change password');
  await expect(page).toHaveURL(atPath('/change-password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');

  // A wrong current password is refused on its field.
  await field(page, 'Current password').fill('not-my-password');
  await fillNewPassword(page, SECOND);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Current password')).toHaveAccessibleDescription(
    'Your current password is not right.',
  );
  // Typing the confirmation differently is caught before anything is sent.
  await field(page, 'Current password').fill(FIRST);
  await field(page, 'Confirm new password').fill(`${SECOND}!`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Confirm new password')).toHaveAccessibleDescription(
    'The two passwords are not the same.',
  );
  await field(page, 'Confirm new password').fill(SECOND);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  await expect(field(page, 'Current password')).toHaveValue('');

  // This device stays signed in; the next sign-in needs the new password.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');
  await signOutFromMenu(page);
  await fillSignIn(page, teacher.email, FIRST);
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS_DETAIL);
  await fillSignIn(page, teacher.email, SECOND);
  await expect(homeHeading(page)).toHaveText('Welcome, Noor');
});

test('an account with a temporary password must choose its own before anything else', async ({
  page,
  request,
}) => {
  const student = await createUser(request, { temporaryPassword: TEMPORARY, firstName: 'Ivo' });

  await page.goto('/login');
  await fillSignIn(page, student.email, TEMPORARY);
  const gate = page.getByRole('heading', { level: 1, name: 'Choose your own password' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('button', { name: 'I accept' })).toBeHidden();
  await page.goto('/account-settings');
  await expect(gate).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeHidden();

  await field(page, 'Temporary password').fill(TEMPORARY);
  await fillNewPassword(page, FIRST);
  await page.getByRole('button', { name: 'Change password' }).click();
  // Then the privacy policy, then the page that was asked for.
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await expect(gate).toBeHidden();
});

test('account settings change the name shown in the header; email and role stay', async ({
  page,
  request,
}) => {
  const student = await createUser(request, { temporaryPassword: TEMPORARY, firstName: 'Lea' });
  await choosePassword(request, student, TEMPORARY, FIRST);
  await page.goto('/login');
  await fillSignIn(page, student.email, FIRST);
  await passPrivacyGate(page);

  await chooseFromUserMenu(page, 'Account settings');
  await expect(page).toHaveURL(atPath('/account-settings'));
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText(student.email);
  await expect(account).toContainText('Student');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'First name' }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
    'This field may not be blank.',
  );
  await page.getByRole('textbox', { name: 'First name' }).fill('Leonie');
  await page.getByRole('combobox', { name: 'Preferred language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await page.getByRole('switch', { name: /push notifications/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToastShown(page, 'Your settings have been saved.');
  await expect(page.getByTestId('user-name')).toHaveText(`Leonie ${student.last_name}`);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Leonie');
  await expect(page.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('Français');
  await expect(page.getByRole('switch', { name: /push notifications/ })).toBeChecked();
});
