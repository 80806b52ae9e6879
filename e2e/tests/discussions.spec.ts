import { teacher } from '../support/accounts';
import { expectAccessible, onPhone, openAssigned } from '../support/activities';
import { expect, newJourneyContext, test } from '../support/journey';
import { signIn } from '../support/sign-in';

test('a student asks about a quest step; the teacher sees it unread, replies and removes a message', async ({
  browser,
  page,
  request,
}) => {
  const { work: quest, student } = await openAssigned(page, request, 'quest', 'Mira');
  const step = page.getByTestId('quest-step');
  await expect(step).toContainText(/Step 1 of \d+/);

  // The student asks on the step; the box counts what they type.
  const ask = page.getByRole('region', { name: 'Ask your teacher' });
  await ask.getByRole('button', { name: 'Ask your teacher' }).click();
  await expect(ask.getByText('No messages yet')).toBeVisible();
  const box = ask.getByRole('textbox', { name: 'Your message' });
  await box.fill('Can we use tape instead of glue?');
  await expect(ask.getByTestId('message-count')).toHaveText('32 / 400');
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(ask.getByRole('listitem', { name: 'Message from you' })).toContainText(
    'Can we use tape instead of glue?',
  );
  await expect(box).toHaveValue('');
  await ask.getByRole('textbox', { name: 'Your message' }).fill('And can I use a photo?');
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(ask.getByRole('listitem', { name: 'Message from you' })).toHaveCount(2);
  await expectAccessible(page, false);

  // The teacher opens the quest's discussions: the student's thread waits with two unread.
  const teacherContext = await newJourneyContext(browser);
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, teacher, {
    at: `/discussions/quest/${quest.activityId}?class=${quest.classId}`,
  });
  const row = teacherPage.getByTestId('discussion-row').filter({ hasText: student.firstName });
  await expect(row.getByTestId('unread-count')).toHaveText('2 unread');
  await expectAccessible(teacherPage, false);

  await row.getByRole('link', { name: new RegExp(student.firstName) }).click();
  await expect(teacherPage).toHaveURL(/\/discussions\/[0-9a-f-]{36}$/);
  const fromStudent = teacherPage.getByRole('listitem', { name: /^Message from Mira/ });
  await expect(fromStudent).toHaveCount(2);
  await teacherPage.getByRole('textbox', { name: 'Your message' }).fill('Yes, tape is fine.');
  await teacherPage.getByRole('button', { name: 'Send' }).click();
  await expect(teacherPage.getByRole('listitem', { name: 'Message from you' })).toContainText(
    'Yes, tape is fine.',
  );
  await fromStudent.last().getByRole('button', { name: 'Remove message' }).click();
  await teacherPage
    .getByRole('dialog', { name: 'Remove this message?' })
    .getByRole('button', { name: 'Remove message' })
    .click();
  await expect(fromStudent.last()).toContainText('Message removed');
  await expectAccessible(teacherPage, false);

  // Back at the list, the thread is read.
  await teacherPage.getByRole('link', { name: 'All discussions of this quest' }).click();
  await expect(row).toContainText('All read');

  // The student sees the reply, and their removed message as removed.
  await page.reload();
  await page.getByRole('button', { name: 'Ask your teacher' }).click();
  await expect(ask).toContainText('Yes, tape is fine.');
  await expect(ask.getByRole('listitem', { name: 'Message from you' }).last()).toHaveText(
    /Message removed/,
  );
  await expect(ask).not.toContainText('And can I use a photo?');

  // At phone width, the thread and the list fit and pass the scan.
  const phone = await onPhone(browser, teacherPage);
  const phonePage = await phone.newPage();
  await phonePage.goto(teacherPage.url());
  await expect(phonePage.getByTestId('discussion-row').first()).toBeVisible();
  await expectAccessible(phonePage, true);
  await phonePage
    .getByTestId('discussion-row')
    .filter({ hasText: student.firstName })
    .getByRole('link')
    .click();
  await expect(phonePage.getByRole('listitem', { name: 'Message from you' })).toBeVisible();
  await expectAccessible(phonePage, true);
  await phone.close();
  await teacherContext.close();
});
