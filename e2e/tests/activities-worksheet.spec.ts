import {
  chooseFiles,
  expectAccessible,
  onPhone,
  openAssigned,
  WORKSHEET_PAGE,
} from '../support/activities';
import { expect, test } from '../support/journey';

test('a student starts a worksheet on screen, prints it, uploads a photographed page and hands it in', async ({
  browser,
  page,
  request,
}) => {
  const { work: worksheet } = await openAssigned(page, request, 'worksheet', 'Noor');
  const firstBox = page.getByTestId('worksheet-question').first().getByRole('textbox').first();
  await firstBox.fill('Particles');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);
  await expectAccessible(page, false);

  await page.getByText('Do it on paper').click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the worksheet (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`${worksheet.title}.pdf`);

  await chooseFiles(
    page,
    page.getByRole('button', { name: 'Upload photos of your pages' }),
    WORKSHEET_PAGE,
  );
  await expect(page.getByRole('link', { name: /^Page 1/ })).toBeVisible();
  await expect(page.getByText('1 of up to 10 pages')).toBeVisible();
  await expectAccessible(page, false);

  // Opened again, here on a phone, the worksheet comes back on paper with its page.
  const phone = await onPhone(browser, page);
  const phonePage = await phone.newPage();
  await phonePage.goto(`/worksheet/${worksheet.activityId}`);
  await expect(phonePage.getByRole('link', { name: /^Page 1/ })).toBeVisible();
  await expectAccessible(phonePage, true);
  await phone.close();

  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand in your work?' });
  await expect(dialog).toContainText('You have added 1 page done on paper.');
  await expect(dialog).toHaveCSS('opacity', '1');
  await dialog.getByRole('button', { name: 'Hand it in' }).click();

  await expect(page.getByTestId('score-headline')).toHaveText(
    'Handed in! Your teacher will mark it soon',
  );
  await expect(page.getByRole('heading', { name: 'Pages done on paper' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Page 1/ })).toBeVisible();
  await expectAccessible(page, false);
});
