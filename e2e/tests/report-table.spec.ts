import { accounts } from '@kitlab/contract';
import ExcelJS from 'exceljs';
import { adminApi } from '../support/accounts-api';
import { createStudent, type JourneyStudent, studentApi } from '../support/activities';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { clearClassWork, giveKitActivities } from '../support/class-work';
import { hillcrestTeacher } from '../support/gradebook';
import { type APIRequestContext, type Download, expect, type Page, test } from '../support/journey';
import { downloadedBytes } from '../support/kits';
import { signIn } from '../support/sign-in';

/**
 * Hillcrest 7A's Science is this journey's alone: the gradebook journey gives the same teacher's
 * 6A work, no journey his 7A.
 */
const CLASS = '7A';
const KIT = 'Cells and Microscopes';
const QUIZ = 'Cells and microscopes quiz';
const WORKSHEET = 'Cells and magnification worksheet';

type Sheet = Awaited<ReturnType<Awaited<ReturnType<typeof studentApi>>['sheet']>>;

/** The option of a question whose text is `text`, from a draft's sheet. */
function optionOf(
  sheet: Sheet,
  number: number,
  text: string,
): { questionId: number; optionId: number } {
  const question = sheet.questions.filter((q) => 'answer_options' in q)[number - 1];
  const option =
    question && 'answer_options' in question
      ? question.answer_options.find((o) => o.option === text)
      : undefined;
  if (!question || !option) throw new Error(`Question ${number} has no option ${text}`);
  return { questionId: question.id, optionId: option.id };
}

/**
 * 7A gets the kit's quiz and worksheet; a new student of the class answers the quiz's first
 * question right and its second wrong and hands it in. Nobody opens the worksheet.
 */
async function answeredClass(request: APIRequestContext) {
  const cleared = await clearClassWork(request, hillcrestTeacher.email, CLASS);
  const {
    activityIds: [quizId],
  } = await giveKitActivities(request, hillcrestTeacher, cleared, KIT, [QUIZ, WORKSHEET] as const);
  const student = await createStudent(request, cleared.classId, 'Noor');
  const work = await studentApi(request, student);
  const attempt = await work.start(quizId);
  const sheet = await work.sheet(quizId, attempt.answer_header_id);
  for (const [number, text] of [
    [1, '400×'],
    [2, 'The highest power objective'],
  ] as const) {
    const { questionId, optionId } = optionOf(sheet, number, text);
    await work.answer(attempt.answer_header_id, questionId, [optionId]);
  }
  await work.complete(attempt.answer_header_id);
  // Starts once the teacher's table is open.
  const latecomer = await createStudent(request, cleared.classId, 'Idris');
  return { classId: cleared.classId, quizId, student, latecomer };
}

/** The latecomer starts the quiz and answers its first question right. */
async function answerFirstQuestion(
  request: APIRequestContext,
  student: JourneyStudent,
  quizId: number,
) {
  const work = await studentApi(request, student);
  const attempt = await work.start(quizId);
  const sheet = await work.sheet(quizId, attempt.answer_header_id);
  const { questionId, optionId } = optionOf(sheet, 1, '400×');
  await work.answer(attempt.answer_header_id, questionId, [optionId]);
}

/** The district administrator turns the student's account off: they have left the school. */
async function leaveSchool(request: APIRequestContext, student: JourneyStudent) {
  const admin = await adminApi(request);
  const { results } = await admin.call(accounts.listUsers, { query: { search: student.email } });
  const user = results.find((u) => u.email === student.email);
  if (!user) throw new Error(`No account ${student.email}`);
  await admin.call(accounts.updateUser, {
    params: { user_token: user.user_token },
    body: { is_active: false },
  });
}

async function downloadOf(page: Page, button: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return download;
}

/** The rows of the workbook's first sheet as text, read as a spreadsheet program would. */
async function workbookRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => String(value ?? '')));
  });
  return rows;
}

const nameOf = (student: JourneyStudent) => `${student.firstName} ${student.lastName}`;

test("a teacher filters a class's answers table to a quiz, sees a student's answers and downloads them as CSV and XLSX", async ({
  page,
  request,
}) => {
  test.slow();
  const { classId, quizId, student, latecomer } = await answeredClass(request);

  await signIn(page, hillcrestTeacher, { at: `/reports/table?class=${classId}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Answers table' })).toBeVisible();
  const table = page.getByTestId('answers-table');
  await expect(table.getByRole('columnheader', { name: new RegExp(QUIZ) })).toBeVisible();
  // The worksheet is assigned but nobody has opened it.
  await expect(page.getByText(`has opened "${WORKSHEET}" yet`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Activity' }).selectOption({ label: QUIZ });
  await expect(page).toHaveURL(new RegExp(`[?&]activity=${quizId}(&|$)`));
  await expect(table.getByRole('columnheader', { name: new RegExp(WORKSHEET) })).toHaveCount(0);
  const row = table.getByRole('row', { name: new RegExp(nameOf(student)) });
  await expect(row).toContainText('400×✓ Right');
  await expect(row).toContainText('The highest power objective✗ Wrong');

  // An answer saved while the table is open shows without a reload.
  const latecomerRow = table.getByRole('row', { name: new RegExp(nameOf(latecomer)) });
  await expect(latecomerRow).toContainText('No answer');
  await answerFirstQuestion(request, latecomer, quizId);
  await expect(latecomerRow).toContainText('400×');

  // The view is in the address: a reload shows the same table.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Activity' })).toHaveValue(String(quizId));
  await expect(row).toContainText('400×✓ Right');
  await expectAccessibleAtBothWidths(page, () => expect(row).toBeVisible());

  const csv = await downloadOf(page, 'Download CSV');
  expect(csv.suggestedFilename()).toBe('answers-7a-cells-and-microscopes-quiz.csv');
  const lines = (await downloadedBytes(csv)).toString('utf8').split('\r\n');
  const line = lines.find((l) => l.startsWith(`${student.lastName},${student.firstName},`));
  expect(line).toContain('400×,Right');
  expect(line).toContain('The highest power objective,Wrong');

  const xlsx = await downloadOf(page, 'Download XLSX');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await workbookRows(await downloadedBytes(xlsx));
  const sheetRow = rows.find((r) => r[0] === student.lastName && r[1] === student.firstName);
  expect(sheetRow).toEqual(
    expect.arrayContaining(['400×', 'Right', 'The highest power objective', 'Wrong']),
  );

  // From the table to the class's progress: charts, each with its table for screen readers.
  await page.getByRole('link', { name: `Progress of ${CLASS} by topic and week` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Progress · ${CLASS}` })).toBeVisible();
  const byTopic = page.getByRole('figure', { name: /^Progress by topic/ });
  const byWeek = page.getByRole('figure', { name: /^Week by week/ });
  await expectAccessibleAtBothWidths(page, async () => {
    await expect(byTopic).toBeVisible();
    await expect(byWeek).toBeVisible();
  });
  await expect(byTopic.getByRole('table')).toContainText('Cell structure');
  // The journey's week: one quiz handed in, two students at work.
  const thisWeek = byWeek.getByRole('row', { name: /^25–31 Jan 2027/ });
  await expect(thisWeek.getByRole('cell')).toHaveText(['1', /^2 of \d+$/, /% of 1 marked$/]);

  // One student's progress, chosen from the picker.
  await page.getByRole('combobox', { name: 'Student' }).selectOption({ label: nameOf(student) });
  await expect(
    page.getByRole('heading', { level: 1, name: `Progress · ${nameOf(student)}` }),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Progress by topic \(activities/ })).toBeVisible();

  // A student who has left: their old link offers the whole class.
  const latecomerId = await page
    .getByRole('combobox', { name: 'Student' })
    .locator('option', { hasText: nameOf(latecomer) })
    .getAttribute('value');
  await leaveSchool(request, latecomer);
  await page.goto(`/reports/progress/classes/${classId}?student=${latecomerId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This student is not in the class now' }),
  ).toBeVisible();
  const wholeClass = page.getByRole('link', { name: "See the whole class's progress" });
  await expect(wholeClass).toHaveAttribute('href', `/reports/progress/classes/${classId}`);
  // A click landing while the page settles can be lost: the link is followed again until it leads.
  const classHeading = page.getByRole('heading', { level: 1, name: `Progress · ${CLASS}` });
  await expect(async () => {
    if (await wholeClass.isVisible()) await wholeClass.click({ timeout: 2_000 });
    await expect(classHeading).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});
