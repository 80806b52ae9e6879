import { live } from '@kitlab/contract';
import {
  answerShownQuestions,
  assignActivities,
  createStudent,
  type JourneyStudent,
  signInStudent,
  turnQuizPage,
} from '../support/activities';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { hillcrestTeacher } from '../support/gradebook';
import { expect, type Locator, newJourneyContext, type Page, test } from '../support/journey';
import { signIn } from '../support/sign-in';

/**
 * Waits until the page's live stream is open watching this one class's work. The live reports
 * page watches every class with open work, so when that is this class alone the stream is already
 * open watching it before the report opens, and the report does not reopen it: start waiting
 * before either page opens.
 */
function watchingOnly(page: Page, classId: number) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith(live.LIVE_STREAM_PATH) &&
      url.searchParams.get('classes') === String(classId) &&
      response.status() === 200
    );
  });
}

/**
 * Answers the first question on the quiz's page that has no answer yet (turning the page when
 * every question on it has one), choosing its first option, and waits until the answer is saved.
 */
async function answerNextQuestion(page: Page): Promise<void> {
  while ((await answerShownQuestions(page, 1)) === 0) await turnQuizPage(page);
}

/** The student's row of the teacher's grid, and the cells that hold an answer. */
function answeredCells(row: Locator) {
  return row.locator('td[data-verdict="right"], td[data-verdict="wrong"]');
}

const fullName = (student: JourneyStudent) => `${student.firstName} ${student.lastName}`;

test("a teacher watches a student's answers arrive in the quiz's live report, and shows it on the projector with no names", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // Hillcrest 8A's Science is this journey's alone, so every figure on its reports is the journey's.
  const [quiz, quest] = await assignActivities(
    request,
    ['quiz', 'quest'],
    {},
    { teacher: hillcrestTeacher, className: '8A' },
  );
  if (!quiz || !quest) throw new Error('The work was not assigned');
  const student = await createStudent(request, quiz.classId, 'Ines');

  // The teacher comes to the quiz's report from the dashboard, through the open work.
  await signIn(page, hillcrestTeacher);
  const watched = watchingOnly(page, quiz.classId);
  await page.getByRole('link', { name: 'See your open work live' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live reports' })).toBeVisible();
  await page
    .getByRole('link', { name: `Open the live report: ${quiz.title}, ${quiz.className}` })
    .click();
  const title = `${quiz.title} · ${quiz.className}`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await watched;
  const row = page.getByTestId('answer-row').filter({ hasText: fullName(student) });
  await expect(row).toBeVisible();
  await expect(answeredCells(row)).toHaveCount(0);
  await expect(page.getByText('Nobody has opened this quiz yet')).toBeVisible();

  // The student answers in a browser of their own; each answer reaches the teacher's page live.
  const context = await newJourneyContext(browser);
  const studentPage = await context.newPage();
  await signInStudent(studentPage, student, `/quiz/${quiz.activityId}`);
  await expect(studentPage.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
  const reportUrl = page.url();
  for (let answered = 1; answered <= 3; answered += 1) {
    await answerNextQuestion(studentPage);
    await expect(answeredCells(row)).toHaveCount(answered);
  }
  expect(page.url()).toBe(reportUrl);
  await expect(row).toContainText('Working on it');
  await expect(
    page.getByRole('heading', { name: 'Question by question, most missed first' }),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Share right by question (%)' })).toBeVisible();
  await context.close();

  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByRole('region', { name: 'Answers by student' })).toBeVisible(),
  );

  // On the projector every student is a number, and no name is left anywhere on the page.
  const names = await page.getByTestId('answer-row').locator('th').allTextContents();
  const projector = page.getByRole('switch', { name: /Projector mode/ });
  await projector.click();
  await expect(page).toHaveURL(/[?&]projector=1/);
  await expect(projector).toBeChecked();
  const numbered = page.getByTestId('answer-row').locator('th');
  await expect(numbered).toHaveCount(names.length);
  for (const label of await numbered.allTextContents()) expect(label).toMatch(/^Student \d+$/);
  const shown = (await page.locator('main').textContent()) ?? '';
  for (const name of names) expect(shown).not.toContain(name);
  expect(shown).not.toContain(student.lastName);
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByTestId('answer-grid')).toBeVisible(),
  );
  // The numbers hold for the session: the page opened again numbers the student the same.
  const studentNumber = await page
    .getByTestId('answer-row')
    .filter({ has: page.locator('td[data-verdict="right"], td[data-verdict="wrong"]') })
    .locator('th')
    .textContent();
  await page.reload();
  await expect(
    page
      .getByTestId('answer-row')
      .filter({ has: page.locator('td[data-verdict="right"], td[data-verdict="wrong"]') })
      .locator('th'),
  ).toHaveText(studentNumber ?? '');

  // The quest's report and the open work pass the same checks.
  await page.goto(`/reports/live/classes/${quest.classId}/quest/${quest.activityId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${quest.title} · ${quest.className}` }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByTestId('quest-students')).toBeVisible(),
  );
  await page.goto('/reports/live');
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByRole('article', { name: `${quiz.title}, ${quiz.className}` })).toContainText(
      'Started: 1 of',
    ),
  );
});
