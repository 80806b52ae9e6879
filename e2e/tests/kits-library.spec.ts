import { NOT_FOUND_MESSAGE } from '@kitlab/contract';
import { student, teacher } from '../support/accounts';
import { expect, type Page, test } from '../support/journey';
import {
  assignedKitTitles,
  choose,
  downloadedBytes,
  kitCards,
  kitTitles,
  kitTokenOf,
  pageEmptyState,
  TEACHER_KITS,
} from '../support/kits';
import { openFromMainNav } from '../support/main-nav';
import { atPath, signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function openMyLibrary(page: Page) {
  await openFromMainNav(page, 'My Library');
  await expect(heading(page)).toHaveText('My Library');
}

test('a teacher filters the library by grade and subject, and searches it', async ({ page }) => {
  await signIn(page, teacher);
  await openMyLibrary(page);
  await expect.poll(() => kitTitles(page)).toEqual(TEACHER_KITS);

  await choose(page, 'Grade', 'Grade 7');
  await expect.poll(() => kitTitles(page)).toEqual(['Cells and Microscopes']);
  await expect(page).toHaveURL(/[?&]grade=7\b/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => kitTitles(page)).toEqual(TEACHER_KITS);
  await choose(page, 'Subjects', 'Mathematics');
  await expect.poll(() => kitTitles(page)).toEqual(['Fractions and Decimals']);
  await expect(page).toHaveURL(/[?&]subjects=\d+/);

  // The filters live in the address: a reload shows the same list.
  await page.reload();
  await expect.poll(() => kitTitles(page)).toEqual(['Fractions and Decimals']);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('particle model');
  await expect.poll(() => kitTitles(page)).toEqual(['States of Matter']);
  await expect(page).toHaveURL(/[?&]q=particle\+model/);

  await page.getByRole('searchbox', { name: 'Search' }).fill('no kit is called this');
  await expect(pageEmptyState(page)).toContainText('No kits match these filters');
});

test('a teacher opens a kit, reads a lesson page by page and downloads a printable', async ({
  page,
}) => {
  await signIn(page, teacher);
  await openMyLibrary(page);
  await page.getByRole('link', { name: 'States of Matter' }).click();
  await expect(heading(page)).toHaveText('States of Matter');
  await expect(page.getByRole('region', { name: 'About this kit' })).toContainText('Grade 6');
  await expect(page.getByRole('button', { name: 'Assign States of Matter' })).toBeVisible();

  const lesson = page.getByRole('article', { name: 'Solids, Liquids and Gases' });
  await expect(lesson).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Lesson pages' });
  await expect(pages).toContainText('Page 1 of 3');
  const firstPage = (await lesson.textContent()) ?? '';
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages).toContainText('Page 2 of 3');
  await expect(lesson).not.toHaveText(firstPage);
  await expect(page).toHaveURL(/[?&]page=2\b/);

  // The place is kept in the address.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Lesson pages' })).toContainText('Page 2 of 3');
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(pages).toContainText('Page 1 of 3');

  await page.getByRole('tab', { name: 'Topics' }).click();
  const quest = page.getByRole('article', { name: 'The melting race' });
  await expect(quest).toContainText('4 steps');
  await expect(quest.getByRole('button', { name: 'Assign The melting race' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await quest.getByRole('button', { name: 'Printable PDF of The melting race' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('The melting race.pdf');
  const bytes = await downloadedBytes(download);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.getByRole('tab', { name: 'Materials' }).click();
  const materials = page.getByRole('region', { name: 'The melting race' });
  await expect(materials).toContainText('Ice cubes of the same size');
  await expect(materials.getByRole('heading', { name: 'Set up a fair test' })).toBeVisible();
});

test('a kit that does not exist shows a not-found state, then goes home', async ({ page }) => {
  await signIn(page, teacher);
  await page.goto('/my-library/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Kit not found' })).toBeVisible();
  await expectToastShown(page, NOT_FOUND_MESSAGE);
  await expect(page).toHaveURL(atPath('/dashboard'), { timeout: 6000 });
});

test("a student's library holds only the kits assigned to their class", async ({
  page,
  request,
}) => {
  await signIn(page, student);
  await openMyLibrary(page);
  const emptyState = pageEmptyState(page);
  // Journeys running alongside may assign kits to the class: compare what the page shows with
  // what the class has, reading both again until they are of the same moment.
  let assigned: string[] = [];
  await expect
    .poll(
      async () => {
        assigned = await assignedKitTitles(request, student);
        await page.reload();
        await expect(kitCards(page).first().or(emptyState)).toBeVisible();
        const shown = (await emptyState.isVisible()) ? [] : await kitTitles(page);
        return shown.join(' | ') === assigned.join(' | ');
      },
      { message: "My Library shows exactly the kits assigned to the student's class" },
    )
    .toBe(true);
  if (assigned.length === 0) {
    await expect(emptyState).toContainText('Nothing assigned yet');
    return;
  }
  for (const status of await kitCards(page).getByTestId('kit-status').allTextContents()) {
    expect(['Assigned', 'Completed']).toContain(status);
  }
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option', { name: 'Completed' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Not Assigned' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await kitCards(page).first().getByRole('link').click();
  await expect(page.getByRole('navigation', { name: 'Lesson pages' })).toBeVisible();
  await page.getByRole('tab', { name: 'Topics' }).click();
  await expect(page.getByTestId('activity-actions').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
});

test('the topics list filters by kit and search, and opens a topic in its kit', async ({
  page,
}) => {
  await signIn(page, teacher);
  await openFromMainNav(page, 'Topics');
  await expect(heading(page)).toHaveText('Topics');
  const topics = page.getByRole('region', { name: 'Topic list' }).getByRole('article');
  await expect(topics.first()).toBeVisible();

  await choose(page, 'Kit', 'States of Matter');
  await expect(topics).toHaveCount(3);
  await expect(topics.first()).toContainText('States of Matter');
  await page.getByRole('searchbox', { name: 'Search' }).fill('cold');
  await expect(topics).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=cold\b/);

  await topics.getByRole('link', { name: 'Keeping things cold' }).click();
  await expect(heading(page)).toHaveText('States of Matter');
  await expect(page).toHaveURL(/[?&]topic=keeping-things-cold\b/);
  await expect(page.getByRole('tab', { name: 'Topics' })).toHaveAttribute('aria-selected', 'true');
  const section = page.getByRole('region', { name: 'Keeping things cold' });
  await expect(section).toHaveAttribute('data-current', 'true');
  await expect(section).toBeInViewport();

  await page.goBack();
  await choose(page, 'Grade', 'Grade 7');
  await expect(pageEmptyState(page)).toContainText('No topics match these filters');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await choose(page, 'Grade', 'Grade 7');
  await expect(topics).toHaveCount(2);
  await expect(topics.first()).toContainText('Cells and Microscopes');
});

test('a kit token in the address reaches the same kit for its teacher', async ({
  page,
  request,
}) => {
  const token = await kitTokenOf(request, teacher, 'Sensors and Signals');
  await signIn(page, teacher, { at: `/my-library/${token}?tab=lessons&lesson=sensors&page=1` });
  await expect(heading(page)).toHaveText('Sensors and Signals');
  await expect(page.getByRole('combobox', { name: 'Lesson' })).toHaveValue('2. Sensors');
});
