import { discussions } from '@kitlab/contract';
import { teacher } from '../support/accounts';
import { expectAccessible } from '../support/activities';
import { signedInApi } from '../support/api';
import { expect, newJourneyContext, type Page, test } from '../support/journey';
import { openAssignedLive } from '../support/live';
import { signIn } from '../support/sign-in';

/** The removal reaches an open thread live: without a reload, within a few seconds. */
const LIVE = { timeout: 3_000 };

/** How many post-message requests the page has sent from now on. */
function countPosts(page: Page) {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(discussions.postMessage.path)) {
      sent.count += 1;
    }
  });
  return sent;
}

test('a double click on Send posts once; a teacher removes a message and both see "Message removed"', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { student } = await openAssignedLive(page, request, 'quest', 'Noor');
  const posts = countPosts(page);
  const ask = page.getByRole('region', { name: 'Ask your teacher' });
  await ask.getByRole('button', { name: 'Ask your teacher' }).click();
  await expect(ask.getByText('No messages yet')).toBeVisible();

  // A double click on Send, as fast as a browser sends one, posts the message once.
  const box = ask.getByRole('textbox', { name: 'Your message' });
  await box.fill('How long should the bridge be?');
  const firstAnswer = page.waitForResponse((response) =>
    response.url().endsWith(discussions.postMessage.path),
  );
  await ask.getByRole('button', { name: 'Send' }).dblclick();
  const answered = await firstAnswer;
  expect(answered.status()).toBe(201);
  const discussionToken: string = (await answered.json()).discussion_token;
  await expect(box).toHaveValue('');
  const mine = ask.getByRole('listitem', { name: 'Message from you' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('How long should the bridge be?');
  expect(posts.count).toBe(1);
  const studentCalls = await signedInApi(request, student.email, student.password);
  const listed = await studentCalls.call(discussions.getDiscussion, {
    body: { discussion_token: discussionToken },
  });
  expect(listed.messages.map((m) => m.text)).toEqual(['How long should the bridge be?']);

  // Enter pressed twice on Send without waiting posts the next message once too.
  await box.fill('Mine is made of spaghetti and it is rubbish');
  await ask.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(mine).toHaveCount(2);
  await expect(box).toHaveValue('');
  expect(posts.count).toBe(2);
  expect(
    (
      await studentCalls.call(discussions.getDiscussion, {
        body: { discussion_token: discussionToken },
      })
    ).messages,
  ).toHaveLength(2);
  await expectAccessible(page, false);

  // The teacher opens the thread and removes the second message, after saying yes.
  const teacherContext = await newJourneyContext(browser);
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, teacher, { at: `/discussions/${discussionToken}` });
  const fromStudent = teacherPage.getByRole('listitem', { name: /^Message from Noor/ });
  await expect(fromStudent).toHaveCount(2);
  await fromStudent.last().getByRole('button', { name: 'Remove message' }).click();
  const dialog = teacherPage.getByRole('dialog', { name: 'Remove this message?' });
  await expect(dialog).toContainText('Message removed');
  await expectAccessible(teacherPage, false);
  await dialog.getByRole('button', { name: 'Remove message' }).click();
  await expect(dialog).toBeHidden();
  await expect(fromStudent.last()).toHaveText(/Message removed/);
  await expect(fromStudent.last()).not.toContainText('spaghetti');
  await expect(fromStudent.last().getByRole('button')).toHaveCount(0);
  await expect(fromStudent.first()).toContainText('How long should the bridge be?');
  await expectAccessible(teacherPage, false);

  // The student's open thread shows it removed without a reload, and so does the API.
  await expect(mine.last()).toHaveText(/Message removed/, LIVE);
  await expect(ask).not.toContainText('spaghetti');
  await expect(mine.first()).toContainText('How long should the bridge be?');
  await expectAccessible(page, false);
  const after = await studentCalls.call(discussions.getDiscussion, {
    body: { discussion_token: discussionToken },
  });
  expect(after.messages.map((m) => [m.text, m.hidden])).toEqual([
    ['How long should the bridge be?', false],
    [null, true],
  ]);
  await teacherContext.close();
});
