import { NOT_FOUND_MESSAGE } from '@kitlab/contract';
import {
  createStudent,
  expectAccessible,
  onPhone,
  signInStudent,
  studentApi,
} from '../support/activities';
import { giveFollowUpWork, roboticsTeacher } from '../support/follow-up';
import { type Browser, expect, newJourneyContext, type Page, test } from '../support/journey';
import { atPath, signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

/** Checks axe at desktop width here, and at 375 px in a phone-sized browser of the same user. */
async function accessibleEverywhere(page: Page, browser: Browser) {
  await expectAccessible(page, false);
  const phone = await onPhone(browser, page);
  const small = await phone.newPage();
  await small.goto(page.url());
  await expect(small.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(small, true);
  await phone.close();
}

test('a teacher follows work up from the dashboard, and a student sees their progress and score', async ({
  page,
  request,
  browser,
}) => {
  const work = await giveFollowUpWork(request);
  const student = await createStudent(request, work.classId, 'Noor');
  const name = `${student.firstName} ${student.lastName}`;
  const asStudent = await studentApi(request, student);
  const attempt = await asStudent.start(work.quiz.activity_id);
  await asStudent.complete(attempt.answer_header_id);

  await signIn(page, roboticsTeacher);

  // The dashboard's assignment card leads straight to the quiz's submissions.
  const quizCard = page
    .getByTestId('recent-assignments')
    .getByRole('article', { name: work.quiz.title });
  await quizCard.getByRole('link', { name: 'Submissions in 7A' }).click();
  await expect(page).toHaveURL(/\/submissions\/[^/]+\/\d+\?class=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: work.quiz.title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(name);

  // Who has completed it: the student's name opens their work.
  await page.goto('/dashboard');
  await quizCard.getByRole('link', { name: 'Who has completed it in 7A' }).click();
  await expect(page).toHaveURL(
    atPath(`/classes/${work.classId}/assignments/${work.quiz.assignmentId}`),
  );
  const completed = page.getByTestId('students-completed');
  await expect(completed.getByRole('link', { name: `${name}: ${work.quiz.title}` })).toBeVisible();
  await accessibleEverywhere(page, browser);
  await completed.getByRole('link', { name: `${name}: ${work.quiz.title}` }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/submissions/[^/]+/${work.quiz.activity_id}/${attempt.answer_header_id}\\?class=${work.classId}$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The classroom list, from the class on the dashboard.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: '7A - Robotics' }).click();
  await expect(page).toHaveURL(atPath(`/classes/${work.classId}`));
  await expect(page.getByRole('heading', { level: 1, name: '7A' })).toBeVisible();
  const row = page.getByTestId('class-student').filter({ hasText: name });
  await expect(row).toContainText(`Latest work: ${work.quiz.title}`);
  await expect(row).toContainText('1 of 2 assignments completed');
  const classWork = page.getByTestId('class-work');
  await expect(classWork.getByText(work.worksheet.title, { exact: true })).toBeVisible();
  await accessibleEverywhere(page, browser);

  // Mark complete asks first, hides the work, and Undo brings it back.
  const worksheetName = `${work.worksheet.title} for 7A`;
  await page.getByRole('button', { name: `Actions for ${worksheetName}` }).click();
  await page.getByRole('menuitem', { name: 'Mark complete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this assignment complete?' });
  await expect(dialog).toContainText(`${worksheetName} will leave the open lists`);
  await dialog.getByRole('button', { name: 'Mark complete' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Marked complete' });
  await expect(toast).toContainText(worksheetName);
  await expect(classWork.getByText(work.worksheet.title, { exact: true })).toBeHidden();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Reopened' }),
  ).toBeVisible();
  await expect(classWork.getByText(work.worksheet.title, { exact: true })).toBeVisible();

  // The student's own row leads to their latest work.
  await row.getByRole('link', { name: `${name}: latest work, ${work.quiz.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A class that is not there: the not-found toast, then home after 3 s.
  await page.goto('/classes/999999');
  await expectToastShown(page, NOT_FOUND_MESSAGE);
  await expect(page).toHaveURL(atPath('/dashboard'), { timeout: 6000 });

  // The student sees how much is handed in and, for the handed-in quiz, the score.
  const studentContext = await newJourneyContext(browser);
  const studentPage = await studentContext.newPage();
  await signInStudent(studentPage, student);
  const assigned = studentPage.getByTestId('student-assignments-assigned');
  await expect(assigned.getByRole('article', { name: work.worksheet.title })).toContainText(
    '0 of 1 activities handed in',
  );
  await studentPage.getByRole('tab', { name: 'Completed' }).click();
  const quiz = studentPage
    .getByTestId('student-assignments-completed')
    .getByRole('article', { name: work.quiz.title });
  await expect(quiz).toContainText('1 of 1 activities handed in');
  await expect(quiz.getByTestId('my-score')).toHaveText(/^Score: 0 of \d+ marks \(0%\)$/);
  await accessibleEverywhere(studentPage, browser);
  await studentContext.close();

  await work.cancel();
});
