import { live } from '@kitlab/contract';
import { teacher } from '../support/accounts';
import { openAssigned } from '../support/activities';
import { expect, newJourneyContext, type Page, test } from '../support/journey';
import { signIn } from '../support/sign-in';

/** Live means within a second of the other browser's action, never after a reload. */
const LIVE = { timeout: 1_000 };

const bellOf = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** Waits until the page's live stream is open, so what happens next reaches it. */
function streamOpened(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes(live.LIVE_STREAM_PATH) && response.status() === 200,
  );
}

test('a student asks on a quest step and the teacher replies: bells, messages and mark all follow live', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const studentStream = streamOpened(page);
  const { student } = await openAssigned(page, request, 'quest', 'Lena');
  await studentStream;
  const ask = page.getByRole('region', { name: 'Ask your teacher' });
  await ask.getByRole('button', { name: 'Ask your teacher' }).click();
  await expect(ask.getByText('No messages yet')).toBeVisible();

  // The teacher is signed in elsewhere, on the notification centre's discussions.
  const teacherContext = await newJourneyContext(browser);
  const teacherPage = await teacherContext.newPage();
  const teacherStream = streamOpened(teacherPage);
  await signIn(teacherPage, teacher);
  await teacherStream;
  await bellOf(teacherPage).click();
  await teacherPage.getByRole('tab', { name: /Discussions/ }).click();
  const notice = teacherPage.getByRole('button', {
    name: new RegExp(`New message: .*${student.firstName} ${student.lastName} wrote`),
  });
  await expect(notice).toHaveCount(0);

  // The student asks; the teacher's bell counts it and the centre lists it, without a reload.
  await ask.getByRole('textbox', { name: 'Your message' }).fill('Does the bridge need a base?');
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(ask.getByRole('listitem', { name: 'Message from you' })).toBeVisible();
  await expect(notice).toContainText('Unread', LIVE);
  await expect(bellOf(teacherPage)).toHaveAccessibleName(/Notifications, \d+ unread/, LIVE);

  // The teacher opens it and replies; the student's thread and bell show it live.
  await notice.click();
  await expect(teacherPage).toHaveURL(/\/discussions\/[0-9a-f-]{36}$/);
  await teacherPage.getByRole('textbox', { name: 'Your message' }).fill('Yes, a wide one.');
  await teacherPage.getByRole('button', { name: 'Send' }).click();
  await expect(
    teacherPage.getByRole('listitem', { name: 'Message from you' }).last(),
  ).toContainText('Yes, a wide one.');
  await expect(ask).toContainText('Yes, a wide one.', LIVE);
  await expect(bellOf(page)).toHaveAccessibleName(/Notifications, \d+ unread/, LIVE);

  // The student thanks them; the teacher, still on the thread, sees it and has it counted.
  await ask.getByRole('textbox', { name: 'Your message' }).fill('Thank you!');
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(ask.getByRole('listitem', { name: 'Message from you' })).toHaveCount(2);
  await expect(
    teacherPage.getByRole('listitem', { name: /^Message from Lena/ }).last(),
  ).toContainText('Thank you!', LIVE);
  await expect(bellOf(teacherPage)).toHaveAccessibleName(/Notifications, \d+ unread/, LIVE);

  // Mark all clears the bell and both tabs' counts, for each of them.
  for (const user of [teacherPage, page]) {
    await bellOf(user).click();
    await expect(
      user.getByRole('tab', { name: /Discussions/ }).getByLabel(/unread$/),
    ).toBeVisible();
    await user.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bellOf(user)).toHaveAccessibleName('Notifications');
    await expect(user.getByRole('tab').getByLabel(/unread$/)).toHaveCount(0);
  }
  await teacherContext.close();
});
