import {
  chooseFiles,
  expectAccessible,
  onPhone,
  openAssigned,
  QUEST_PHOTO,
} from '../support/activities';
import { expect, test } from '../support/journey';

test('a student works through a quest step by step, adds a photo and hands it in', async ({
  browser,
  page,
  request,
}) => {
  const { work: quest } = await openAssigned(page, request, 'quest', 'Kofi');
  const step = page.getByTestId('quest-step');
  await expect(step).toContainText(/Step 1 of \d+/);
  await expectAccessible(page, false);
  const count = Number(
    ((await step.getByText(/^Step 1 of \d+$/).textContent()) ?? '').split(' of ')[1],
  );

  let photoAdded = false;
  for (let number = 1; number <= count; number += 1) {
    await expect(step).toContainText(`Step ${number} of ${count}`);
    const words = step.getByRole('textbox', { name: /^Write your answer/ });
    if (await words.count()) {
      await words.fill(`Step ${number}: we wrapped three cups and timed how long the ice lasted.`);
      await expect(page.getByTestId('save-status')).toHaveText(/Saved/);
    }
    const addPhotos = step.getByRole('button', { name: /^Add photos/ });
    if (!photoAdded && (await addPhotos.count())) {
      // What the server would refuse is said plainly, and nothing is added.
      await chooseFiles(page, addPhotos, {
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('These are my notes, not a photo.'),
      });
      await expect(step.getByTestId('upload-error')).toContainText(
        '“notes.txt” is not a photo or PDF',
      );
      await step.getByRole('button', { name: 'Dismiss the message about notes.txt' }).click();

      await chooseFiles(page, addPhotos, QUEST_PHOTO);
      await expect(step.getByRole('link', { name: /^File 1 of this step/ })).toBeVisible();
      await expect(step.getByTestId('upload-list')).toHaveCount(0);
      photoAdded = true;

      // The draft is kept: the same quest on a phone shows the photo where it was left.
      const phone = await onPhone(browser, page);
      const phonePage = await phone.newPage();
      await phonePage.goto(`/quest/${quest.activityId}`);
      await expect(phonePage.getByRole('link', { name: /^File 1 of this step/ })).toBeVisible();
      await expectAccessible(phonePage, true);
      await phone.close();
    }
    if (number < count) await page.getByRole('button', { name: 'Next step' }).click();
  }
  expect(photoAdded).toBe(true);

  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand in your work?' });
  await expect(dialog).toContainText(`You have done ${count} of ${count} steps.`);
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page, false);
  await dialog.getByRole('button', { name: 'Hand it in' }).click();

  await expect(page.getByTestId('score-headline')).toHaveText(
    'Handed in! Your teacher will mark it soon',
  );
  await expect(page.getByRole('link', { name: /^File 1 of step/ })).toBeVisible();
  await expectAccessible(page, false);
});
