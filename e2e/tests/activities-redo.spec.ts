import {
  createStudent,
  expectAccessible,
  onPhone,
  openResponse,
  signInStudent,
  studentApi,
  withAssignedActivity,
} from '../support/activities';
import { expect, newJourneyContext, test } from '../support/journey';

const FIRST_TRY = 'We put the ice in one cup.';
const REDONE = 'We wrapped three cups in wool, foil and paper and timed the ice in each.';

test('a teacher returns a quest step with a note, the student redoes it, and the teacher sees both versions', async ({
  browser,
  page,
  request,
}) => {
  // Two people, each at desktop and phone width with an accessibility scan: four browsers.
  test.slow();
  await withAssignedActivity(request, 'quest', async (quest) => {
    const student = await createStudent(request, quest.classId, 'Ines');
    const work = await studentApi(request, student);
    const { answer_header_id: attemptId } = await work.start(quest.activityId);
    const sheet = await work.sheet(quest.activityId, attemptId);
    const written = sheet.steps.filter((s) => s.response.text !== 'none');
    for (const step of written) await work.stepText(quest.activityId, step.id, FIRST_TRY);
    const returned = written.at(-1);
    if (!returned) throw new Error('The quest has no step that takes words');
    const stepLabel = `step ${sheet.steps.findIndex((s) => s.id === returned.id) + 1}`;
    await work.complete(attemptId);

    const responseUrl = await openResponse(page, quest, attemptId, student);
    await page.getByRole('button', { name: `Return ${stepLabel} for redo` }).click();
    const dialog = page.getByRole('dialog', { name: `Return ${stepLabel} for redo` });
    // Opened all the way first: a click on a dialog still fading in can miss its button.
    await expect(dialog).toHaveCSS('opacity', '1');
    await dialog.getByRole('button', { name: 'Return for redo' }).click();
    await expect(dialog.getByText('Write a note for the student.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: `Note for ${student.firstName}` })
      .fill('Say which cup kept the ice longest and why.');
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectAccessible(page, false);
    await dialog.getByRole('button', { name: 'Return for redo' }).click();
    await expect(page.getByText(`Back with ${student.firstName} for redo`)).toBeVisible();
    await expect(page.getByText(FIRST_TRY).first()).toBeVisible();
    await expectAccessible(page, false);

    const studentContext = await newJourneyContext(browser);
    const studentPage = await studentContext.newPage();
    await signInStudent(studentPage, student, `/quest/${quest.activityId}`);
    const step = studentPage.getByTestId('quest-step');
    await expect(step.getByTestId('returned-note')).toContainText(
      'Say which cup kept the ice longest and why.',
    );
    await expect(studentPage.getByTestId('returned-note').first()).toContainText(
      `Your teacher returned ${stepLabel} (${returned.title}) for you to redo`,
    );
    await expectAccessible(studentPage, false);
    const phone = await onPhone(browser, studentPage);
    const phonePage = await phone.newPage();
    await phonePage.goto(`/quest/${quest.activityId}`);
    await expect(phonePage.getByTestId('quest-step').getByTestId('returned-note')).toBeVisible();
    await expectAccessible(phonePage, true);
    await phone.close();

    await step.getByRole('textbox', { name: /^Write your answer/ }).fill(REDONE);
    await expect(studentPage.getByTestId('save-status')).toHaveText(/Saved/);
    const finish = studentPage.getByRole('button', { name: 'Finish' });
    while (!(await finish.isVisible())) {
      await studentPage.getByRole('button', { name: 'Next step' }).click();
    }
    await finish.click();
    await studentPage
      .getByRole('dialog', { name: 'Hand in your work?' })
      .getByRole('button', { name: 'Hand it in' })
      .click();
    await expect(studentPage.getByTestId('score-headline')).toHaveText(
      'Handed in! Your teacher will mark it soon',
    );
    await studentContext.close();

    await page.reload();
    const item = page.getByTestId('review-item').filter({ hasText: REDONE });
    await expect(item).toBeVisible();
    const earlier = item.getByTestId('earlier-version');
    await expect(earlier).toContainText(FIRST_TRY);
    await expect(earlier).toContainText('Say which cup kept the ice longest and why.');
    await expect(earlier).toContainText('Handed in again');
    await expectAccessible(page, false);
    const teacherPhone = await onPhone(browser, page);
    const teacherPhonePage = await teacherPhone.newPage();
    await teacherPhonePage.goto(responseUrl);
    await expect(teacherPhonePage.getByTestId('earlier-version').first()).toBeVisible();
    await expectAccessible(teacherPhonePage, true);
    await teacherPhone.close();
  });
});
