import { teacher } from '../support/accounts';
import {
  answerShownQuestions,
  assignActivities,
  assignActivity,
  createStudent,
  expectAccessible,
  quizPageLabel,
  signInStudent,
  studentApi,
} from '../support/activities';
import { PHONE } from '../support/axe';
import { expect, test } from '../support/journey';
import { signIn } from '../support/sign-in';

test.use({ viewport: PHONE });

test('on a phone a student keeps what they type through a reload, turns quiz pages back with Back, and sees the score first', async ({
  page,
  request,
}) => {
  const [quiz, worksheet] = await assignActivities(request, ['quiz', 'worksheet']);
  if (!quiz || !worksheet) throw new Error('A quiz and a worksheet were not assigned');
  const student = await createStudent(request, quiz.classId, 'Pia');
  await signInStudent(page, student);

  // Words typed and the page reloaded at once are back, saved on the way out or kept in the tab.
  await page.goto(`/worksheet/${worksheet.activityId}`);
  const answer = page.getByTestId('worksheet-question').locator('textarea').first();
  const saveStatus = page.getByTestId('save-status');
  await answer.fill('The cell wall is the thick outer layer');
  await page.reload();
  await expect(answer).toHaveValue('The cell wall is the thick outer layer');
  // An answer too long to save never leaves the phone, and still survives a reload.
  const tooLong = 'Cells are tiny. '.repeat(400);
  await answer.fill(tooLong);
  await expect(saveStatus).toContainText('Not saved');
  await page.reload();
  await expect(answer).toHaveValue(tooLong);
  await expect(saveStatus).toContainText('Not saved');
  await answer.fill('The cell wall is the thick outer layer around the membrane');
  await expect(saveStatus).toHaveText(/Saved/);
  await expectAccessible(page, true);

  // Back and Forward turn the quiz's pages; a reload stays on the page.
  await page.goto(`/quiz/${quiz.activityId}`);
  await expect(quizPageLabel(page)).toHaveText(/^Page 1 of 3$/);
  await answerShownQuestions(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(quizPageLabel(page)).toHaveText(/^Page 2 of 3$/);
  await page.goBack();
  await expect(quizPageLabel(page)).toHaveText(/^Page 1 of 3$/);
  await expect(page).toHaveURL(/\/quiz\/\d+\?page=1$/);
  await page.goForward();
  await expect(quizPageLabel(page)).toHaveText(/^Page 2 of 3$/);
  await page.reload();
  await expect(quizPageLabel(page)).toHaveText(/^Page 2 of 3$/);
  await answerShownQuestions(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(quizPageLabel(page)).toHaveText(/^Page 3 of 3$/);
  // Handing in with questions left warns in words a child can read.
  await page.getByRole('button', { name: 'Finish' }).click();
  const early = page.getByRole('dialog', { name: 'Hand in your work?' });
  await expect(early.getByTestId('submit-warning')).toContainText(/still empty/);
  await expectAccessible(page, true);
  await early.getByRole('button', { name: 'Cancel' }).click();
  await answerShownQuestions(page);
  await expectAccessible(page, true);

  // Handed in from the bottom of the last page, the result opens at its score.
  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand in your work?' });
  await dialog.getByRole('button', { name: 'Hand it in' }).click();
  const score = page.getByRole('region', { name: /^\d+ of \d+ marks$/ });
  await expect(score).toBeFocused();
  await expect(score).toBeInViewport();
  await expect(page.getByTestId('score-headline')).toBeInViewport();
  await expectAccessible(page, true);
});

test("on a phone the teacher's submissions table shows every column, scrolling inside its own box", async ({
  page,
  request,
}) => {
  const quiz = await assignActivity(request, 'quiz');
  const student = await createStudent(request, quiz.classId, 'Teo');
  const work = await studentApi(request, student);
  await work.complete((await work.start(quiz.activityId)).answer_header_id);

  await signIn(page, teacher, {
    at: `/submissions/${quiz.kitToken}/${quiz.activityId}?class=${quiz.classId}`,
  });
  const table = page.getByRole('region', { name: 'Students and their work' });
  const row = table
    .getByRole('row')
    .filter({ hasText: `${student.firstName} ${student.lastName}` });
  await expect(row).toContainText('Handed in');
  await expectAccessible(page, true);

  // Every column can be brought into view, inside the table's box, with the keyboard too.
  await table.focus();
  for (const column of ['Student', 'Status', 'Score', 'Time spent', 'Handed in']) {
    const header = table.getByRole('columnheader', { name: column, exact: true });
    await header.evaluate((cell) => cell.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    await expect(header).toBeInViewport({ ratio: 0.99 });
  }
  await table.evaluate((box) => box.scrollTo({ left: 0 }));
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight');
  const last = table.getByRole('columnheader', { name: 'Handed in', exact: true });
  await expect(last).toBeInViewport({ ratio: 0.99 });
  await expect(row.getByRole('cell').last()).toBeInViewport({ ratio: 0.99 });
});
