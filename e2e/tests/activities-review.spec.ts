import { teacher } from '../support/accounts';
import {
  type AssignedActivity,
  assignActivities,
  createStudent,
  expectAccessible,
  onPhone,
  QUEST_PHOTO,
  signInStudent,
  studentApi,
  WORKSHEET_PAGE,
} from '../support/activities';
import { expect, newJourneyContext, type Page, test } from '../support/journey';
import { signIn } from '../support/sign-in';

type Work = Awaited<ReturnType<typeof studentApi>>;

/** The student does all three through the API: the journey is about the teacher. */
async function handInAll(
  work: Work,
  quiz: AssignedActivity,
  quest: AssignedActivity,
  sheet: AssignedActivity,
) {
  const quizAttempt = await work.start(quiz.activityId);
  const quizSheet = await work.sheet(quiz.activityId, quizAttempt.answer_header_id);
  for (const question of quizSheet.questions) {
    const first = 'answer_options' in question ? question.answer_options[0] : undefined;
    if (first) await work.answer(quizAttempt.answer_header_id, question.id, [first.id]);
  }
  await work.complete(quizAttempt.answer_header_id);

  const questAttempt = await work.start(quest.activityId);
  const questSheet = await work.sheet(quest.activityId, questAttempt.answer_header_id);
  for (const step of questSheet.steps) {
    if (step.response.text !== 'none') {
      await work.stepText(quest.activityId, step.id, 'We wrapped the cups and timed them.');
    }
  }
  const photoStep = questSheet.steps.find((step) => step.response.attachments.includes('photos'));
  if (photoStep) {
    await work.stepPhotos(quest.activityId, photoStep.id, [await work.upload(QUEST_PHOTO)]);
  }
  await work.complete(questAttempt.answer_header_id);

  const sheetAttempt = await work.start(sheet.activityId);
  await work.addPage(sheet.activityId, await work.upload(WORKSHEET_PAGE));
  await work.complete(sheetAttempt.answer_header_id);
}

const submissionsOf = (work: AssignedActivity) =>
  `/submissions/${work.kitToken}/${work.activityId}?class=${work.classId}`;

function studentRow(page: Page, name: string) {
  return page.getByTestId('submissions-table').getByRole('row').filter({ hasText: name });
}

test("the teacher sees a class's quiz, quest and worksheet, marks the quest, and the student sees it", async ({
  browser,
  page,
  request,
}) => {
  const [quiz, quest, worksheet] = await assignActivities(request, ['quiz', 'quest', 'worksheet']);
  if (!quiz || !quest || !worksheet) throw new Error('Three activities were not assigned');
  const student = await createStudent(request, quiz.classId, 'Mara');
  const name = `${student.firstName} ${student.lastName}`;
  await handInAll(await studentApi(request, student), quiz, quest, worksheet);

  await signIn(page, teacher, { at: submissionsOf(quiz) });
  await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
  await expect(page.getByTestId('class-chooser')).toHaveValue(new RegExp(`^${quiz.className}`));
  await expect(studentRow(page, name)).toContainText('Handed in');
  await expect(studentRow(page, name)).toContainText(/\d+ of \d+ marks? \(\d+(\.\d)?%\)/);
  await expect(page.getByTestId('score-chart')).toBeVisible();
  // The bars' numbers are also a table for screen readers: a header row and five bands.
  const bands = page.getByRole('table', { name: 'Students by score band' });
  await expect(bands.getByRole('row')).toHaveCount(6);
  await expectAccessible(page, false);

  await page.goto(submissionsOf(worksheet));
  await expect(page.getByRole('heading', { level: 1, name: worksheet.title })).toBeVisible();
  await expect(studentRow(page, name)).toContainText('To mark');

  await page.goto(submissionsOf(quest));
  await expect(studentRow(page, name)).toContainText('To mark');
  await studentRow(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${quest.title} · Attempt 1`)).toBeVisible();
  await expect(page.getByTestId('file-gallery').first()).toBeVisible();
  await expectAccessible(page, false);
  for (const fields of await page.getByTestId('item-mark-fields').all()) {
    const tick = fields.getByRole('checkbox');
    if (await tick.count()) await tick.check();
    else await fields.getByRole('textbox').first().fill('1');
  }
  await page
    .getByRole('textbox', { name: 'Your comment on the whole' })
    .fill('Lovely careful work, Mara. Your photo shows a fair test.');
  await page.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText('Marks saved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the class' }).click();
  await expect(studentRow(page, name)).toContainText('Marked');

  // The same screens on a phone (a viewport that changes shape reloads the app: its own browser).
  const phone = await onPhone(browser, page);
  const teacherPhone = await phone.newPage();
  await teacherPhone.goto(submissionsOf(quest));
  await expect(studentRow(teacherPhone, name)).toContainText('Marked');
  await expectAccessible(teacherPhone, true);
  await studentRow(teacherPhone, name).getByRole('link', { name }).click();
  await expect(teacherPhone.getByTestId('item-mark-fields').first()).toBeVisible();
  await expectAccessible(teacherPhone, true);
  await phone.close();

  const studentContext = await newJourneyContext(browser);
  const studentPage = await studentContext.newPage();
  await signInStudent(studentPage, student, `/quest/${quest.activityId}`);
  await expect(studentPage.getByTestId('score-headline')).toHaveText(
    'Your teacher has checked your work',
  );
  await expect(studentPage.getByTestId('teacher-comment')).toContainText(
    'Lovely careful work, Mara.',
  );
  await expect(studentPage.getByTestId('verdict').first()).toHaveText('Checked');
  await expectAccessible(studentPage, false);
  await studentContext.close();
});
