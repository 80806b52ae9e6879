import { randomUUID } from 'node:crypto';
import { accounts, WRONG_CREDENTIALS_DETAIL } from '@kitlab/contract';
import { student as demoStudent, districtAdmin } from '../support/accounts';
import { createUser, uniqueEmail } from '../support/accounts-api';
import { apiOf } from '../support/api';
import { expect, type Locator, newJourneyContext, type Page, test } from '../support/journey';
import { openFromMainNav } from '../support/main-nav';
import { atPath, fillSignIn, homeHeading, passPrivacyGate, signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

const CHOSEN = 'lanterns glow by the river';

/** Picks an option of a select; `within` narrows down which select when a dialog is open. */
async function choose(page: Page, label: string, option: string, within?: Locator) {
  await (within ?? page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator adds a student, who sets a password from the emailed link and signs in', async ({
  page,
  browser,
}) => {
  const suffix = randomUUID().slice(0, 4);
  const firstName = 'Amara';
  const lastName = `Okoye ${suffix}`;
  const email = uniqueEmail('amara');

  await signIn(page, districtAdmin);
  await openFromMainNav(page, 'Users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  // The email is checked as soon as the field is left.
  const emailField = dialog.getByRole('textbox', { name: 'Email' });
  await emailField.fill(demoStudent.email);
  await emailField.blur();
  await expect(emailField).toHaveAccessibleDescription('A user with this email already exists.');
  await emailField.fill(email);
  await emailField.blur();
  await expect(emailField).not.toHaveAccessibleDescription(/already exists/);
  await choose(page, 'School', 'Riverside Middle School', dialog);
  await choose(page, 'Class', '6A', dialog);
  await expect(dialog.getByRole('radio', { name: /Email them a link/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add user' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${firstName} ${lastName}`);
  await expectToastShown(page, `We emailed ${email} a link`);
  await expect(page.getByText(`${email} · Riverside Middle School · 6A`)).toBeVisible();

  await openFromMainNav(page, 'Mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox');
  const welcome = page
    .getByRole('article')
    .filter({ hasText: 'Welcome to Kitlab: choose your password' })
    .filter({ hasText: email });
  const link = welcome.getByRole('link', { name: /\/reset-password#key=/ });
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The welcome mail has no link');

  // The new student, on a browser of their own.
  const studentContext = await newJourneyContext(browser);
  const studentPage = await studentContext.newPage();
  await studentPage.goto(href);
  await expect(studentPage.getByRole('heading', { level: 1 })).toHaveText('Set your password');
  await expect(studentPage.getByText(`Hello ${firstName}.`)).toBeVisible();
  // The key leaves the address bar once read.
  await expect(studentPage).toHaveURL(atPath('/reset-password'));
  await studentPage.getByRole('textbox', { name: 'New password', exact: true }).fill(CHOSEN);
  await studentPage.getByRole('textbox', { name: 'Confirm new password' }).fill(CHOSEN);
  await studentPage.getByRole('button', { name: 'Save password' }).click();
  await expect(studentPage.getByRole('heading', { level: 1 })).toHaveText('Password saved');
  await studentPage.getByRole('link', { name: 'Go to sign in' }).click();
  await fillSignIn(studentPage, email, CHOSEN);
  await passPrivacyGate(studentPage);
  await expect(studentPage).toHaveURL(atPath('/dashboard'));
  await expect(homeHeading(studentPage)).toHaveText(`Welcome, ${firstName}`);

  // The link worked once.
  const second = await studentContext.newPage();
  await second.goto(href);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await studentContext.close();
});

test('an administrator finds a student, moves their class, sends a reset link and deactivates them', async ({
  page,
  request,
}) => {
  const temporary = 'temporary-Pass-90';
  const student = await createUser(request, { firstName: 'Tomas', temporaryPassword: temporary });
  const fullName = `${student.first_name} ${student.last_name}`;

  await signIn(page, districtAdmin, { at: '/admin/users' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(student.email);
  const list = page.getByRole('region', { name: 'User list' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/[?&]q=/);
  await list.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName);

  await choose(page, 'Move to class', '7A');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expectToastShown(page, `${student.first_name} is now in 7A.`);
  await expect(page.getByRole('region', { name: 'Class' })).toContainText('Current class: 7A');

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToastShown(page, `A link to set a new password has been sent to ${student.email}.`);

  await page.getByRole('button', { name: 'Deactivate account' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${fullName}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Deactivated', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  const signInAttempt = await apiOf(request).send(accounts.login, {
    body: { email: student.email, password: temporary },
  });
  expect(signInAttempt.status).toBe(400);
  expect(signInAttempt.error).toMatchObject({ detail: WRONG_CREDENTIALS_DETAIL });

  // The deactivated filter finds them; the active one does not.
  await page.getByRole('link', { name: '← All users' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(student.email);
  await choose(page, 'Status', 'Deactivated');
  await expect(list.getByRole('link', { name: fullName })).toBeVisible();
  await choose(page, 'Status', 'Active');
  await expect(list.getByText('No users found')).toBeVisible();

  // The Users link opens the whole list again, and the search box empties with it.
  await openFromMainNav(page, 'Users');
  await expect(page).toHaveURL(atPath('/admin/users'));
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  // A header row and more than the one user found before.
  await expect(list.getByRole('row').nth(2)).toBeVisible();
});

test('an administrator gives a teacher a class and subject and takes it away again', async ({
  page,
  request,
}) => {
  const teacher = await createUser(request, { userType: 'T', firstName: 'Greta' });
  await signIn(page, districtAdmin, { at: `/admin/users/${teacher.user_token}` });
  const taught = page.getByRole('region', { name: 'Classes taught' });
  await expect(taught).toContainText('No classes yet');

  await choose(page, 'Class', '7A');
  await choose(page, 'Subject', 'Science');
  await taught.getByRole('button', { name: 'Add class' }).click();
  await expect(taught).toContainText('7A - Science');
  await taught.getByRole('button', { name: 'Remove 7A - Science' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this class?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(taught).toContainText('No classes yet');
});
