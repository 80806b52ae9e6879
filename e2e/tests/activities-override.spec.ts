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

const REASON = 'Your second choice is right too: the question was unclear.';

test('a teacher overrides a quiz mark with a reason and the student sees the new mark and the reason', async ({
  browser,
  page,
  request,
}) => {
  // Two people, each at desktop and phone width with an accessibility scan: four browsers.
  test.slow();
  await withAssignedActivity(request, 'quiz', async (quiz) => {
    const student = await createStudent(request, quiz.classId, 'Oskar');
    const work = await studentApi(request, student);
    const { answer_header_id: attemptId } = await work.start(quiz.activityId);
    const sheet = await work.sheet(quiz.activityId, attemptId);
    // Only the first question is answered, so it can always be given more marks.
    const first = sheet.questions[0];
    const last = first && 'answer_options' in first ? first.answer_options.at(-1) : undefined;
    if (!first || !last) throw new Error('The quiz has no question with options');
    await work.answer(attemptId, first.id, [last.id]);
    await work.complete(attemptId);

    const responseUrl = await openResponse(page, quiz, attemptId, student);
    await expectAccessible(page, false);
    await page.getByRole('button', { name: 'Change the mark for question 1', exact: true }).click();
    const form = page.getByTestId('override-form');
    const newMark = form.getByRole('textbox', { name: /^New mark for question 1/ });
    await newMark.fill('1');
    await form.getByRole('button', { name: 'Save the new mark' }).click();
    await expect(form.getByText('Write a reason for the student.')).toBeVisible();
    await form.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
    await expectAccessible(page, false);
    await form.getByRole('button', { name: 'Save the new mark' }).click();
    const note = page.getByTestId('mark-override');
    await expect(note).toContainText('You changed this mark to 1 of');
    await expect(note).toContainText(REASON);
    await expectAccessible(page, false);
    const teacherPhone = await onPhone(browser, page);
    const teacherPhonePage = await teacherPhone.newPage();
    await teacherPhonePage.goto(responseUrl);
    await expect(teacherPhonePage.getByTestId('mark-override')).toBeVisible();
    await expectAccessible(teacherPhonePage, true);
    await teacherPhone.close();

    const studentContext = await newJourneyContext(browser);
    const studentPage = await studentContext.newPage();
    await signInStudent(studentPage, student, `/quiz/${quiz.activityId}`);
    const seen = studentPage.getByTestId('mark-override');
    await expect(seen).toContainText(`Your teacher changed this mark to 1 of`);
    await expect(seen).toContainText(REASON);
    // The question's badge agrees with its new mark rather than calling it wrong.
    const changed = studentPage.getByTestId('review-item').filter({ has: seen });
    await expect(changed.getByTestId('verdict')).toHaveText('Mark changed');
    await expectAccessible(studentPage, false);
    const phone = await onPhone(browser, studentPage);
    const phonePage = await phone.newPage();
    await phonePage.goto(`/quiz/${quiz.activityId}`);
    await expect(phonePage.getByTestId('mark-override')).toContainText(REASON);
    await expectAccessible(phonePage, true);
    await phone.close();
    await studentContext.close();
  });
});
