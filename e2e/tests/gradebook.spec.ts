import { createStudent, expectAccessible, onPhone, studentApi } from '../support/activities';
import { giveHillcrestWork, hillcrestTeacher } from '../support/gradebook';
import { expect, test } from '../support/journey';
import { downloadedBytes } from '../support/kits';
import { signIn } from '../support/sign-in';

test('a teacher opens a class gradebook from the dashboard, sorts it and downloads it as CSV', async ({
  page,
  request,
  browser,
}) => {
  const work = await giveHillcrestWork(request);
  const student = await createStudent(request, work.classId, 'Zara');
  const asStudent = await studentApi(request, student);
  const attempt = await asStudent.start(work.quiz.activity_id);
  await asStudent.complete(attempt.answer_header_id);

  await signIn(page, hillcrestTeacher);
  await page.getByRole('link', { name: 'Gradebook of 6A' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gradebook · 6A' })).toBeVisible();
  const table = page.getByTestId('gradebook-table');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const studentCount = await rows.count();
  const names = () => table.locator('tbody th').allTextContents();
  const byName = await names();
  expect(byName).toContain(`${student.firstName} ${student.lastName}`);
  await expect(page.getByRole('figure', { name: 'Class average by activity' })).toBeVisible();
  await expectAccessible(page, false);

  await page.getByRole('button', { name: 'Sort by student' }).click();
  await expect(page.getByRole('columnheader', { name: 'Sort by student' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await names()).toEqual([...byName].reverse());
  await page.getByRole('button', { name: `Sort by ${work.quiz.title}` }).click();
  // The only handed-in quiz comes first, marked at once with its percentage.
  await expect(rows.first().locator('th')).toHaveText(`${student.firstName} ${student.lastName}`);
  await expect(
    rows.first().getByRole('link', { name: /^0%: open the work of Zara/ }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^gradebook-6A-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await downloadedBytes(file))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe(`Last name,First name,${work.quiz.title},${work.worksheet.title}`);
  expect(lines).toHaveLength(studentCount + 1);
  expect(lines).toContain(`${student.lastName},${student.firstName},0%,Not started`);

  const phone = await onPhone(browser, page);
  const phonePage = await phone.newPage();
  await phonePage.goto(page.url());
  const region = phonePage.getByRole('region', { name: 'Gradebook' });
  await expect(region).toBeVisible();
  await expectAccessible(phonePage, true);
  // The grid is wider than a phone: it scrolls inside its own box, not the page.
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await phone.close();
  await work.cancel();
});
