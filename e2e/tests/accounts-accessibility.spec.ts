import { districtAdmin, student, teacher } from '../support/accounts';
import { codeIn, createUser, sendResetLink, waitForMail } from '../support/accounts-api';
import { expectNoHorizontalScroll, PHONE, seriousViolations } from '../support/axe';
import { expect, type Page, test } from '../support/journey';
import { fillSignIn, signIn } from '../support/sign-in';
import { chooseFromUserMenu } from '../support/user-menu';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

for (const viewport of [null, PHONE]) {
  const label = viewport ? ' at 375 px' : '';

  test.describe(`accounts screens: no serious or critical axe violations${label}`, () => {
    if (viewport) test.use({ viewport });

    async function expectAccessible(page: Page) {
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport) await expectNoHorizontalScroll(page);
    }

    test(`each step of password recovery${label}`, async ({ page, request }) => {
      const user = await createUser(request, { temporaryPassword: 'temporary-Pass-33' });
      await page.goto('/forgot-password');
      await expect(heading(page)).toHaveText('Forgot your password?');
      await expectAccessible(page);

      await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(heading(page)).toHaveText('Check your email');
      await expectAccessible(page);

      const code = codeIn(await waitForMail(request, user.email));
      await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(heading(page)).toHaveText('Choose a new password');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('qwertyuiop');
      await expect(page.getByTestId('password-strength')).toContainText('Very weak');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByText('Type the new password again.')).toBeVisible();
      await expectAccessible(page);
    });

    test(`a reset link, valid and broken${label}`, async ({ page, request }) => {
      const user = await createUser(request);
      await page.goto(await sendResetLink(request, user));
      await expect(heading(page)).toHaveText('Set your password');
      await expectAccessible(page);

      await page.goto('/reset-password');
      await expect(heading(page)).toHaveText('This link does not work');
      await expectAccessible(page);
    });

    test(`the temporary password gate${label}`, async ({ page, request }) => {
      const user = await createUser(request, { temporaryPassword: 'temporary-Pass-34' });
      await page.goto('/login');
      await fillSignIn(page, user.email, 'temporary-Pass-34');
      await expect(heading(page)).toHaveText('Choose your own password');
      await expectAccessible(page);
    });

    test(`change password and the user menu${label}`, async ({ page }) => {
      await signIn(page, teacher);
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('menuitem', { name: 'Change password' }).click();
      await expect(heading(page)).toHaveText('Change password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Enter your current password.')).toBeVisible();
      await expectAccessible(page);
    });

    test(`account settings${label}`, async ({ page }) => {
      await signIn(page, student);
      await chooseFromUserMenu(page, 'Account settings');
      await expect(page.getByRole('region', { name: 'Your account' })).toContainText(student.email);
      await expectAccessible(page);
    });

    test(`users, adding a user, one user and the mailbox${label}`, async ({ page, request }) => {
      const teacherUser = await createUser(request, { userType: 'T' });
      await signIn(page, districtAdmin, { at: '/admin/users' });
      await expect(
        page.getByRole('region', { name: 'User list' }).getByRole('row'),
      ).not.toHaveCount(0);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Add user' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a user' });
      await dialog.getByRole('button', { name: 'Add user' }).click();
      await expect(dialog.getByText('This field may not be blank.').first()).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`/admin/users/${teacherUser.user_token}`);
      await expect(page.getByRole('region', { name: 'Classes taught' })).toBeVisible();
      await expectAccessible(page);

      await page.goto('/admin/mailbox');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page);
    });
  });
}
