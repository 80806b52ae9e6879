import { reports } from '@kitlab/contract';
import ExcelJS from 'exceljs';
import { districtAdmin } from '../support/accounts';
import {
  answerQuiz,
  classReportOnceCounted,
  giveQuizDueToday,
  HILLCREST,
  hillcrestMathsTeacher,
  seededStudentsOf,
} from '../support/admin-report';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { type Download, expect, type Page, test } from '../support/journey';
import { downloadedBytes } from '../support/kits';
import { signIn } from '../support/sign-in';
import { storageSizes } from '../support/storage';
import { signOutFromMenu } from '../support/user-menu';

/** Hillcrest 6A's Mathematics (Mei Lin) is this journey's alone: its figures are its own. */
const CLASS = '6A';
const KIT = 'Fractions and Decimals';

const filter = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/**
 * Chooses an option of a filter ("All …" for none) and waits until the address, the filter and
 * the report follow, so each step's figures are the view it chose.
 */
async function choose(page: Page, name: string, label: string, param: string) {
  const option = filter(page, name)
    .locator('option')
    .filter({ hasText: new RegExp(`^${label}$`) });
  const value = (await option.getAttribute('value')) ?? '';
  await filter(page, name).selectOption({ label });
  const chosen = new RegExp(`[?&]${param}=${value}(&|$)`);
  if (value) await expect(page).toHaveURL(chosen);
  else await expect(page).not.toHaveURL(new RegExp(`[?&]${param}=`));
  await expect(filter(page, name)).toHaveValue(value);
  await expect(page.getByTestId('admin-report')).toHaveAttribute('aria-busy', 'false');
}

/** The filters the address holds, by their names in it. */
function addressFilters(page: Page): string[] {
  return [...new URL(page.url()).searchParams.keys()];
}

async function downloadOf(page: Page, button: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return download;
}

const totalCard = (page: Page, label: string) =>
  page.getByTestId('report-totals').getByRole('region', { name: label });

test('the district administrator narrows the report to one teaching, whose figures are the teacher’s, downloads it, and signing out forgets the view', async ({
  page,
  request,
}) => {
  test.slow();
  // Two students hand the quiz in (one with every first option, one with every last) and a
  // third only starts it, so hand-ins and the average are the journey's own numbers.
  const { classId, quizId, teacherApi } = await giveQuizDueToday(
    request,
    hillcrestMathsTeacher,
    CLASS,
    KIT,
  );
  const [first, last, starter] = await seededStudentsOf(request, classId, 3);
  if (!first || !last || !starter) throw new Error('Too few students');
  await answerQuiz(request, first, quizId, { option: 'first', handIn: true });
  await answerQuiz(request, last, quizId, { option: 'last', handIn: true });
  await answerQuiz(request, starter, quizId, { option: 'first', handIn: false });

  // The teacher's own live report of the class.
  const dashboard = await teacherApi.call(reports.getLiveDashboard, {
    body: { class_id: classId },
  });
  const live = dashboard.entries.find((entry) => entry.activity_id === quizId);
  if (!live) throw new Error('The quiz is not in the teacher’s open work');
  expect(live.handed_in).toHaveLength(2);
  // The report's rollups catch up in the background: asked through the API until they count
  // the two hand-ins, so the page below opens on them.
  const counted = await classReportOnceCounted(request, HILLCREST, classId, 2);
  const teaching = counted.filters.teacher.options.find((o) => o.label === 'Mei Lin');
  expect(teaching).toBeTruthy();

  await signIn(page, districtAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin report' })).toBeVisible();
  const report = page.getByRole('region', { name: 'Reports' });
  await expect(report).toContainText('Figures as of');
  await expect(totalCard(page, 'Assignments given')).toBeVisible();

  // Down from the district: the school by its row of the breakdown, then grade, class,
  // subject and teacher, one after another.
  await page
    .getByTestId('breakdown-school')
    .getByRole('link', { name: `Show ${HILLCREST}` })
    .click();
  await expect(filter(page, 'School')).toHaveValue(
    counted.filters.school.options.find((o) => o.label === HILLCREST)?.value ?? '',
  );
  await choose(page, 'Grade', 'Grade 6', 'grade');
  await choose(page, 'Class', CLASS, 'class');
  await choose(page, 'Subject', 'Mathematics', 'subject');
  await choose(page, 'Teacher', 'Mei Lin', 'teacher');
  expect(addressFilters(page)).toEqual(['school', 'grade', 'class', 'subject', 'teacher']);
  await expect(page.getByTestId('report-scope')).toHaveText('Mei Lin');

  // The figures are the teacher's live report's: hand-ins and the average of the marked ones.
  await expect(totalCard(page, 'Assignments given')).toContainText(/^Assignments given1This/);
  await expect(totalCard(page, 'Completion rate')).toContainText(
    new RegExp(`^Completion rate[\\d.]+%${live.handed_in.length} of \\d+ hand-ins$`),
  );
  const { percentage, marked } = live.average_score;
  await expect(totalCard(page, 'Average score')).toContainText(
    percentage === null ? 'Nothing marked yet' : `${percentage}% average of ${marked} marked`,
  );
  // A class is chosen, so its students are listed, each with their own figures.
  const byStudent = page.getByTestId('breakdown-student');
  await expect(
    byStudent.getByRole('row', { name: new RegExp(`^${first.firstName} ${first.lastName} `) }),
  ).toBeVisible();

  // The view is in the address: a reload shows it again.
  const shared = page.url();
  await page.reload();
  await expect(filter(page, 'Teacher')).toHaveValue(
    new URL(shared).searchParams.get('teacher') ?? '',
  );
  await expect(filter(page, 'Subject')).toHaveValue(
    new URL(shared).searchParams.get('subject') ?? '',
  );
  await expect(totalCard(page, 'Completion rate')).toContainText(`${live.handed_in.length} of`);
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByTestId('report-weeks')).toBeVisible(),
  );

  // The view shown, as files: their totals are the teaching's (one assignment, the hand-ins).
  const csv = await downloadOf(page, 'Download CSV');
  // Named by the scope's level, never by a person.
  expect(csv.suggestedFilename()).toBe('admin-report-teacher-2027-01-31.csv');
  const csvLines = (await downloadedBytes(csv)).toString('utf8').split('\r\n');
  expect(csvLines[1]).toMatch(
    new RegExp(`^Teacher \\(total\\),Mei Lin,1,${live.handed_in.length},`),
  );
  const xlsx = await downloadOf(page, 'Download XLSX');
  expect(xlsx.suggestedFilename()).toBe('admin-report-teacher-2027-01-31.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await downloadedBytes(xlsx)) as unknown as ArrayBuffer);
  const totalsRow = workbook.worksheets[0]?.getRow(2).values;
  expect(Array.isArray(totalsRow) ? totalsRow.slice(1, 5) : totalsRow).toEqual([
    'Teacher (total)',
    'Mei Lin',
    '1',
    String(live.handed_in.length),
  ]);

  // Each choice clears the filters below it (spec section 4).
  await choose(page, 'Subject', 'Science', 'subject');
  expect(addressFilters(page)).toEqual(['school', 'grade', 'class', 'subject']);
  await expect(filter(page, 'Teacher')).toHaveValue('');
  await choose(page, 'Class', 'All classes', 'class');
  expect(addressFilters(page)).toEqual(['school', 'grade']);
  await expect(filter(page, 'Subject')).toHaveValue('');
  await choose(page, 'Class', CLASS, 'class');
  await choose(page, 'Grade', 'Grade 7', 'grade');
  expect(addressFilters(page)).toEqual(['school', 'grade']);
  await expect(filter(page, 'Class')).toHaveValue('');
  await choose(page, 'School', 'Riverside Middle School', 'school');
  expect(addressFilters(page)).toEqual(['school']);
  await expect(filter(page, 'Grade')).toHaveValue('');

  // The search finds the teacher and shows her teaching's report.
  const search = page.getByRole('searchbox', { name: 'Find a class, teacher or student' });
  await search.fill('Mei L');
  await page.getByRole('button', { name: /^Teacher: Mei Lin/ }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]teacher=${teaching?.value}(&|$)`));
  await expect(page.getByTestId('report-scope')).toHaveText('Mei Lin');
  await search.fill('Mei L');
  await expect(page.getByRole('button', { name: /^Teacher: Mei Lin/ })).toBeVisible();

  // Signing out leaves nothing of the report: no stored item, and the next sign-in opens the
  // report afresh, not the view left.
  await signOutFromMenu(page);
  expect(await storageSizes(page)).toEqual({ local: 0, session: 0 });
  await signIn(page, districtAdmin);
  expect(new URL(page.url()).search).toBe('');
  await expect(totalCard(page, 'Assignments given')).toBeVisible();
  await expect(filter(page, 'School')).toHaveValue('');
  await expect(
    page.getByRole('searchbox', { name: 'Find a class, teacher or student' }),
  ).toHaveValue('');
});
