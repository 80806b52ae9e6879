import { type Caller, discussions, notifications } from '@kitlab/contract';
import { teacher } from '../support/accounts';
import { signedInApi } from '../support/api';
import { expect, type Locator, newJourneyContext, type Page, test } from '../support/journey';
import { openAssignedLive, streamOpened } from '../support/live';
import { bellOf } from '../support/notifications';
import { atPath, signIn } from '../support/sign-in';

/** Live means within a second of the other browser's action, never after a reload. */
const LIVE = { timeout: 1_000 };

/** What the bell is called with this many unread. */
const bellName = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/**
 * The user's unread count as the server has it, once their bell shows that same number: what
 * the next message must add to. Other journeys leave the demo teacher with unread ones.
 */
async function unreadBefore(page: Page, api: Caller): Promise<number> {
  let total = 0;
  await expect
    .poll(async () => {
      total = (await api.call(notifications.getUnreadCounts)).total;
      return (await bellOf(page).getAttribute('aria-label')) === bellName(total);
    })
    .toBe(true);
  return total;
}

/**
 * The bell counts the new message live: it shows the server's unread count, now above `before`.
 * The demo teacher may gain other notices meanwhile (hand-ins from other journeys), so the count
 * is the server's, not `before + 1`.
 */
async function bellCountsMore(page: Page, api: Caller, before: number): Promise<void> {
  await expect
    .poll(async () => {
      const { total } = await api.call(notifications.getUnreadCounts);
      const shown = await bellOf(page).getAttribute('aria-label');
      return total > before && shown === bellName(total);
    }, LIVE)
    .toBe(true);
}

/**
 * Sends a message from the composer in `scope` and returns once the server has answered that it
 * is saved: every live expectation after it gets one second from that moment, all at once.
 */
async function send(page: Page, scope: Locator | Page, text: string): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(discussions.postMessage.path) &&
      response.request().method() === 'POST',
  );
  await scope.getByRole('textbox', { name: 'Your message' }).fill(text);
  await scope.getByRole('button', { name: 'Send' }).click();
  expect((await saved).status()).toBe(201);
}

/** On the centre with unread discussions: mark all clears the bell and both tabs' counts. */
async function markAllClears(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: /Discussions/ }).getByLabel(/unread$/)).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bellOf(page)).toHaveAccessibleName(bellName(0));
  await expect(page.getByRole('tab').getByLabel(/unread$/)).toHaveCount(0);
}

test('a student asks on a quest step and the teacher replies: bells, messages and mark all follow live', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { work, student } = await openAssignedLive(page, request, 'quest', 'Lena');
  const studentApi = await signedInApi(request, student.email, student.password);
  const teacherApi = await signedInApi(request, teacher.email);
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
    name: new RegExp(
      `New message: .*${student.firstName} ${student.lastName}: Does the bridge need a base\\?`,
    ),
  });
  await expect(notice).toHaveCount(0);

  // The student asks; the teacher's bell counts one more and the centre lists it, without a reload.
  const teacherUnread = await unreadBefore(teacherPage, teacherApi);
  await send(page, ask, 'Does the bridge need a base?');
  await Promise.all([
    expect(notice).toContainText('Unread', LIVE),
    bellCountsMore(teacherPage, teacherApi, teacherUnread),
  ]);
  await expect(ask.getByRole('listitem', { name: 'Message from you' })).toBeVisible();

  // Mark all clears the teacher's bell and both tabs' counts.
  await markAllClears(teacherPage);

  // The student has gone on to the dashboard; the teacher opens the thread and replies.
  await page.getByRole('banner').getByRole('link', { name: 'Kitlab Home' }).click();
  await expect(page).toHaveURL(atPath('/dashboard'));
  await notice.click();
  await expect(teacherPage).toHaveURL(/\/discussions\/[0-9a-f-]{36}$/);
  const studentUnread = await unreadBefore(page, studentApi);
  await send(teacherPage, teacherPage, 'Yes, a wide one.');
  await expect(bellOf(page)).toHaveAccessibleName(bellName(studentUnread + 1), LIVE);
  await expect(
    teacherPage.getByRole('listitem', { name: 'Message from you' }).last(),
  ).toContainText('Yes, a wide one.');

  // Mark all clears the student's bell and both tabs' counts.
  await bellOf(page).click();
  await markAllClears(page);

  // Back on the step with the thread open, each sees the other's next message as it is sent.
  const streamAgain = streamOpened(page);
  await page.goto(`/quest/${work.activityId}`);
  await streamAgain;
  await ask.getByRole('button', { name: 'Ask your teacher' }).click();
  await expect(ask).toContainText('Yes, a wide one.');
  await send(teacherPage, teacherPage, 'Start with the base, then the deck.');
  await expect(ask).toContainText('Start with the base, then the deck.', LIVE);
  await send(page, ask, 'Thank you!');
  await expect(
    teacherPage.getByRole('listitem', { name: /^Message from Lena/ }).last(),
  ).toContainText('Thank you!', LIVE);
  await expect(ask.getByRole('listitem', { name: 'Message from you' })).toHaveCount(2);
  await teacherContext.close();
});
