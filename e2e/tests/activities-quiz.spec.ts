import { NOT_FOUND_MESSAGE } from '@kitlab/contract';
import { student } from '../support/accounts';
import {
  allowRetries,
  answerShownQuestions,
  expectAccessible,
  onPhone,
  openAssigned,
  quizPageLabel,
  turnQuizPage,
} from '../support/activities';
import { expect, test } from '../support/journey';
import { formatDate } from '../support/school';
import { atPath, signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

test('a student takes a quiz, closes it halfway, comes back on a phone, finishes it and sees the score', async ({
  browser,
  page,
  context,
  request,
}) => {
  const instructions = 'Work on your own first, then check your answers with a partner.';
  const { work: quiz } = await openAssigned(page, request, 'quiz', 'Quinn', { instructions });
  // Under the title: when it is due and what the teacher asked of the class.
  const brief = page.getByTestId('activity-brief');
  await expect(brief.getByTestId('due-date')).toHaveText(`Due ${formatDate(quiz.dueDate)}`);
  await expect(brief.getByTestId('teacher-instructions')).toContainText(instructions);
  await expect(quizPageLabel(page)).toHaveText(/^Page 1 of/);
  await expectAccessible(page, false);
  await answerShownQuestions(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(quizPageLabel(page)).toHaveText(/^Page 2 of/);
  const firstOnPageTwo = page.getByTestId('quiz-question').first();
  await firstOnPageTwo.getByTestId('answer-option').nth(1).click();
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);

  // Closing the tab halfway loses nothing: the quiz opens again on the page it was left at, here
  // on a phone (a viewport that changes shape reloads the app, so the phone is a browser of its own).
  const phone = await onPhone(browser, page);
  await page.close();
  const again = await phone.newPage();
  await again.goto(`/quiz/${quiz.activityId}`);
  await expect(quizPageLabel(again)).toHaveText(/^Page 2 of/);
  await expect(again.getByTestId('teacher-instructions')).toContainText(instructions);
  await expect(
    again.getByTestId('quiz-question').first().getByTestId('answer-option').nth(1),
  ).toHaveAttribute('aria-checked', 'true');

  await expectAccessible(again, true);
  const total = Number(((await quizPageLabel(again).textContent()) ?? '').split(' of ')[1]);
  for (let shown = 2; shown <= total; shown += 1) {
    await answerShownQuestions(again);
    if (shown < total) await turnQuizPage(again);
  }
  await again.getByRole('button', { name: 'Finish' }).click();
  const dialog = again.getByRole('dialog', { name: 'Hand in your work?' });
  await expect(dialog).toContainText(/You have answered (\d+) of \1 questions\./);
  // axe reads colours as drawn: wait until the dialog has faded in.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(again, true);
  await dialog.getByRole('button', { name: 'Hand it in' }).click();

  const headline = again.getByTestId('score-headline');
  await expect(headline).toHaveText(/^\d+ of \d+ marks$/);
  await expect(again.getByTestId('score-summary')).toContainText(/\d+(\.\d)?%/);
  await expect(again.getByTestId('quiz-review').getByTestId('verdict').first()).toHaveText(
    /Right|Wrong/,
  );
  await expect(
    again.getByText('Right answer').or(again.getByText('Your answer · right')).first(),
  ).toBeVisible();
  await expectAccessible(again, true);
  await phone.close();

  // Opened again later, the quiz shows its result, not a new attempt; once the teacher allows
  // retries, Try again starts a fresh attempt, and once that is handed in too the result lists
  // both attempts.
  const later = await context.newPage();
  await later.goto(`/quiz/${quiz.activityId}`);
  await expect(later.getByTestId('score-headline')).toHaveText(/^\d+ of \d+ marks$/);
  await expect(later.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectAccessible(later, false);
  await allowRetries(request, quiz.assignmentId);
  await later.reload();
  await later.getByRole('button', { name: 'Try again' }).click();
  await expect(quizPageLabel(later)).toHaveText(/^Page 1 of/);
  await expect(later.getByTestId('work-progress')).toHaveText(/^0 of \d+ answered$/);
  await answerShownQuestions(later);
  for (let shown = 2; shown <= total; shown += 1) {
    await later.getByRole('button', { name: 'Next page' }).click();
    await expect(quizPageLabel(later)).toHaveText(new RegExp(`^Page ${shown} of`));
    await answerShownQuestions(later);
  }
  await later.getByRole('button', { name: 'Finish' }).click();
  await later
    .getByRole('dialog', { name: 'Hand in your work?' })
    .getByRole('button', { name: 'Hand it in' })
    .click();
  await expect(later.getByTestId('score-headline')).toHaveText(/^\d+ of \d+ marks$/);
  const attempts = later.getByRole('region', { name: 'Your attempts' }).getByRole('listitem');
  await expect(attempts).toHaveCount(2);
  await expect(attempts.first()).toContainText('Attempt 1');
  await expect(attempts.last()).toContainText('Attempt 2');
});

test('an activity that is not given to the student is not found, and the student goes home', async ({
  page,
}) => {
  await signIn(page, student);
  await page.goto('/quiz/999999');
  await expect(page.getByTestId('activity-not-found')).toContainText('We could not find this quiz');
  await expectToastShown(page, NOT_FOUND_MESSAGE);
  await expectAccessible(page, false);
  await expect(page).toHaveURL(atPath('/dashboard'), { timeout: 6000 });
});
