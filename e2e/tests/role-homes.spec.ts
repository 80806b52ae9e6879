import { DEMO_PASSWORD, districtAdmin, student, teacher } from '../support/accounts';
import { expect, test } from '../support/journey';
import { atPath, fillSignIn, homeHeading, passPrivacyGate, signIn } from '../support/sign-in';
import { KEYS, localItem, sessionDbLoginStatus } from '../support/storage';

test.describe('each role signs in and lands on its home', () => {
  test('a student sees their class and teachers on /dashboard', async ({ page }) => {
    const deviceLogs: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/core/log-device/'))
        deviceLogs.push(request.postDataJSON());
    });
    await page.goto('/');
    await expect(page).toHaveURL(atPath('/login'));
    await fillSignIn(page, student.email, DEMO_PASSWORD);
    await passPrivacyGate(page);
    await expect(page).toHaveURL(atPath('/dashboard'));
    await expect(homeHeading(page)).toHaveText('Welcome, Lucas');
    const yourClass = page.getByRole('region', { name: 'Your class' });
    await expect(yourClass).toContainText('6A');
    await expect(yourClass).toContainText('Riverside Middle School');
    const teachers = page.getByRole('region', { name: 'Your teachers' });
    await expect(teachers).toContainText('Grace Okafor');
    await expect(teachers).toContainText('Science');
    await expect(teachers).toContainText('Mathematics');

    const session = JSON.parse((await localItem(page, KEYS.session)) ?? '{}');
    expect(Object.keys(session).sort()).toEqual(['teacher_classes', 'token', 'user_type']);
    expect(session.user_type).toBe('S');
    expect(await localItem(page, KEYS.userToken)).toBeTruthy();
    expect(await localItem(page, KEYS.refreshRetryCounter)).toBe('3');
    expect(JSON.parse((await localItem(page, KEYS.privacyPolicy)) ?? '[]')[0].accepted).toBe(true);
    await expect.poll(() => sessionDbLoginStatus(page)).toMatchObject({ isLoggedIn: true });

    // The root service worker is registered and takes the page over.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);

    // Device information goes out once per session, as a DEVICE log.
    await expect.poll(() => deviceLogs.length).toBe(1);
    expect(deviceLogs[0]).toMatchObject({
      message: 'DEVICE_INFO',
      status_code: 200,
      log_type: 'DEVICE',
      data: { payload: { deviceType: 'Desktop', browserName: 'Chrome' } },
    });
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(deviceLogs).toHaveLength(1);
  });

  test('a teacher sees "class name - subject name" for each class on /dashboard', async ({
    page,
  }) => {
    await signIn(page, teacher);
    await expect(homeHeading(page)).toHaveText('Welcome, Grace');
    const classes = page.getByRole('region', { name: 'Your classes' });
    await expect(classes).toContainText('6A - Science');
    await expect(classes).toContainText('7A - Science');
    await expect(classes).toContainText('6A - Mathematics');
    await expect(classes).toContainText('3 classes');
    const subjects = page.getByRole('region', { name: 'Subjects you teach' });
    await expect(subjects).toContainText('Science');
    await expect(subjects).toContainText('Mathematics');
    const session = JSON.parse((await localItem(page, KEYS.session)) ?? '{}');
    expect(session.user_type).toBe('T');
    expect(session.teacher_classes).toHaveLength(3);
  });

  test('a district administrator sees the schools on /reports/AdminReport', async ({ page }) => {
    await signIn(page, districtAdmin);
    await expect(homeHeading(page)).toHaveText('Admin report');
    await expect(page.getByText('District: Maple Valley School District')).toBeVisible();
    const schools = page.getByRole('region', { name: 'Schools' });
    await expect(schools).toContainText('Hillcrest Middle School');
    await expect(schools).toContainText('Riverside Middle School');
    await expect(schools).toContainText('2 schools');
  });

  test('the root and other roles\u2019 pages lead to the signed-in user\u2019s home', async ({
    page,
  }) => {
    await signIn(page, student);
    await page.goto('/');
    await expect(page).toHaveURL(atPath('/dashboard'));
    await page.goto('/reports/AdminReport');
    await expect(page).toHaveURL(atPath('/dashboard'));
    await page.goto('/login');
    await expect(page).toHaveURL(atPath('/dashboard'));
  });

  test('F11 toggles full-screen mode, which hides the header', async ({ page }) => {
    await signIn(page, teacher);
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await page.keyboard.press('F11');
    await expect(header).toBeHidden();
    await expect(homeHeading(page)).toBeVisible();
    await page.keyboard.press('F11');
    await expect(header).toBeVisible();
  });
});
