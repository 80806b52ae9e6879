import { accounts, activities } from '@kitlab/contract';
import { districtAdmin, teacher } from '../support/accounts';
import { assignActivity, createStudent, studentApi, WORKSHEET_PAGE } from '../support/activities';
import { apiOf, signedInApi } from '../support/api';
import { expectAccessibleAtBothWidths, seriousViolations } from '../support/axe';
import { expect, test } from '../support/journey';
import { downloadedBytes } from '../support/kits';
import { openFromMainNav } from '../support/main-nav';
import { signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

/** A zip file starts with the local file header's signature, "PK\x03\x04". */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

test('an administrator reads who looked at a student’s work, exports the student’s data and erases it with a receipt', async ({
  page,
  request,
}) => {
  test.slow();
  // A student of the journey's own with a worksheet handed in on paper: erasing them touches no
  // account another journey uses.
  const work = await assignActivity(request, 'worksheet');
  const student = await createStudent(request, work.classId, 'Erin');
  const name = `${student.firstName} ${student.lastName}`;
  const own = await studentApi(request, student);
  const attempt = await own.start(work.activityId);
  await own.addPage(work.activityId, await own.upload(WORKSHEET_PAGE));
  await own.complete(attempt.answer_header_id);
  // Their teacher opens the hand-in: a staff read of the student's answers.
  const teacherApi = await signedInApi(request, teacher.email);
  await teacherApi.call(activities.getStudentResponses, {
    query: { answer_header_id: attempt.answer_header_id },
  });

  // The log of staff reads, narrowed to the student by a search.
  await signIn(page, districtAdmin, { at: '/admin/users' });
  await openFromMainNav(page, 'Children’s data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Children’s data');
  // Retention refuses a period under its least, on its field, and nothing is saved.
  const retention = page.getByRole('form', { name: /^Retention at / }).first();
  await expect(retention).toContainText(/Kept \d+ days after a student leaves/);
  await retention.getByRole('checkbox').setChecked(false);
  const days = retention.getByRole('textbox', { name: /^Days kept at / });
  await days.fill('5');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('tab', { name: 'Staff reads' }).click();
  await page.getByRole('combobox', { name: 'Student' }).fill(student.email);
  await page.getByRole('option', { name: new RegExp(student.lastName) }).click();
  // The address names the student by token, never by name.
  await expect(page).toHaveURL(/[?&]student=[0-9a-f-]{36}/);
  expect(page.url()).not.toContain(student.firstName);
  const reads = page.getByTestId('staff-read');
  await expect(reads.first()).toContainText(name);
  await expect(reads.filter({ hasText: work.title }).first()).toContainText('Answers');
  // The log's CSV holds the same student's reads.
  const csvFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await downloadedBytes(await csvFile)).toString('utf8');
  expect(csv).toContain(work.title);
  expect(csv).toContain(student.lastName);
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByRole('region', { name: 'Staff reads' })).toBeVisible(),
  );

  // The student's page: export, then erase.
  await openFromMainNav(page, 'Users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(student.email);
  await page.getByRole('region', { name: 'User list' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const section = page.getByRole('region', { name: 'Student’s data' });
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export data' }).click();
  const zip = await downloadedBytes(await download);
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  expect(zip.length).toBeGreaterThan(ZIP_SIGNATURE.length);
  expect(zip.subarray(0, 4).equals(ZIP_SIGNATURE)).toBe(true);

  await section.getByRole('button', { name: 'Erase data' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${name}’s data?` });
  await expect(dialog).toContainText('cannot be undone');
  const erase = dialog.getByRole('button', { name: 'Erase data' });
  await expect(erase).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: `Type ${name} to confirm` }).fill(name);
  await erase.click();
  const receipt = page.getByRole('dialog', { name: 'Data erased' });
  await expect(receipt.getByRole('table', { name: 'Removed or made anonymous' })).toBeVisible();
  const number = (await receipt.locator('dt:text-is("Receipt number") + dd').textContent()) ?? '';
  expect(number.trim()).not.toBe('');
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  await expectToastShown(page, `${name}’s data was erased.`);

  // The student cannot sign in any more.
  const signInAgain = await apiOf(request).send(accounts.login, {
    body: { email: student.email, password: student.password },
  });
  expect(signInAgain.status).toBeGreaterThanOrEqual(400);

  // The receipt is listed with the others.
  await openFromMainNav(page, 'Children’s data');
  await page.getByRole('tab', { name: 'Erasure receipts' }).click();
  await expect(page.getByTestId('erasure-receipt').filter({ hasText: number.trim() })).toHaveCount(
    1,
  );
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByRole('region', { name: 'Erasure receipts' })).toBeVisible(),
  );
});
