import { student } from '../support/accounts';
import { expect, test } from '../support/journey';
import { signIn } from '../support/sign-in';

test('a tab open across a release reloads once for a piece it had not loaded yet', async ({
  page,
}) => {
  await signIn(page, student);
  await page.waitForLoadState('networkidle');

  // A release replaced the hashed files: every script the old page asks for now is gone, until
  // the page loads afresh.
  let released = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) released = false;
  });
  await page.route('**/assets/**', (route) => (released ? route.abort() : route.fallback()));

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await reloaded;

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
