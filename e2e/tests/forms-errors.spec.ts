import { choosePassword, createUser } from '../support/accounts-api';
import { expect, type Page, type Request, test } from '../support/journey';
import { fillSignIn, passPrivacyGate } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';
import { chooseFromUserMenu } from '../support/user-menu';

const TEMPORARY = 'temporary-Pass-83';
const CHOSEN = 'lanterns along the canal';
const SETTINGS_PATH = '/api/accounts/account-settings';

const isLogEntry = (request: Request) =>
  request.url().includes('/api/v2/core/log-device/') && request.postDataJSON()?.message === 'ERROR';
const isSettingsSave = (request: Request) =>
  request.method() === 'PATCH' && new URL(request.url()).pathname === SETTINGS_PATH;

async function openSettings(page: Page): Promise<void> {
  const teacher = await createUser(page.request, {
    userType: 'T',
    temporaryPassword: TEMPORARY,
    firstName: 'Ines',
  });
  await choosePassword(page.request, teacher, TEMPORARY, CHOSEN);
  await page.goto('/login');
  await fillSignIn(page, teacher.email, CHOSEN);
  await passPrivacyGate(page);
  await chooseFromUserMenu(page, 'Account settings');
}

test('an overlong name is refused in plain words, and a shorter one is saved', async ({ page }) => {
  await openSettings(page);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const save = page.getByRole('button', { name: 'Save changes' });

  await firstName.fill('x'.repeat(101));
  await save.click();
  await expect(firstName).toHaveAccessibleDescription('Use at most 100 characters.');
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);

  await firstName.fill('Inés');
  await save.click();
  await expectToastShown(page, 'Your settings have been saved.');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
});

test('a save the server fails, or that gets no answer, reaches the error log without the name', async ({
  page,
}) => {
  await openSettings(page);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const save = page.getByRole('button', { name: 'Save changes' });

  await page.route(`**${SETTINGS_PATH}*`, (route) =>
    isSettingsSave(route.request())
      ? route.fulfill({ status: 503, json: { detail: 'Kitlab is restarting.', code: 'down' } })
      : route.fallback(),
  );
  let logged = page.waitForRequest(isLogEntry);
  await firstName.fill('Inés Quintero');
  await save.click();
  await expect(page.getByRole('alert')).toContainText('Kitlab is restarting.');
  const failure = await logged;
  expect(failure.postDataJSON()).toEqual({
    message: 'ERROR',
    status_code: 503,
    location: '/account-settings',
    log_type: 'SYSTEM',
    data: {
      payload: {
        method: 'PATCH',
        path: '/accounts/account-settings',
        body: expect.objectContaining({ first_name: '[redacted]', last_name: '[redacted]' }),
      },
      error_data: { status: 503, code: 'down', detail: 'Kitlab is restarting.', errors: {} },
    },
  });
  expect(failure.postData()).not.toContain('Quintero');
  expect((await failure.response())?.status()).toBe(201);

  await page.unroute(`**${SETTINGS_PATH}*`);
  await page.route(`**${SETTINGS_PATH}*`, (route) =>
    isSettingsSave(route.request()) ? route.abort('internetdisconnected') : route.fallback(),
  );
  logged = page.waitForRequest(isLogEntry);
  await save.click();
  await expect(page.getByRole('alert')).toContainText('We could not reach Kitlab.');
  expect((await logged).postDataJSON()).toMatchObject({
    status_code: 500,
    data: { error_data: { status: 0, code: 'network_error' } },
  });
});
