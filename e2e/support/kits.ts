import { readFile } from 'node:fs/promises';
import { kits } from '@kitlab/contract';
import { type APIRequestContext, type Download, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';
import { signedInApi } from './api';
import { openFromMainNav } from './main-nav';

/**
 * The demo kits the demo teacher may open: Science in 6A and 7A, Mathematics in 6A. Journeys that
 * run alongside may assign them, so their statuses are never fixed; which kits show is.
 */
export const TEACHER_KITS = [
  'Cells and Microscopes',
  'Fractions and Decimals',
  'Sensors and Signals',
  'States of Matter',
];

/** The page's own empty state, not the learning companion's beside it. */
export function pageEmptyState(page: Page) {
  return page.locator('[data-testid="empty-state"]:not(kitlab-companion *)');
}

/** The kit cards of My Library, by their titles. */
export function kitCards(page: Page) {
  return page.getByRole('region', { name: 'Kits' }).getByRole('article');
}

export async function kitTitles(page: Page): Promise<string[]> {
  return (await kitCards(page).getByRole('heading').allTextContents()).sort();
}

/** Picks an option of a filter (a select or a multi-select). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The kits of an account's library through the API, as many as one call gives (100). */
async function libraryOf(
  request: APIRequestContext,
  account: DemoAccount,
  filters: { search?: string } = {},
) {
  const api = await signedInApi(request, account.email, DEMO_PASSWORD);
  const body = { ...filters, per_page: 100 };
  const { results } =
    account.userType === 'S'
      ? await api.call(kits.listStudentLibrary, { body })
      : await api.call(kits.listTeacherLibrary, { body });
  return results;
}

/** A kit's token, found by title in the account's library through the API. */
export async function kitTokenOf(
  request: APIRequestContext,
  account: DemoAccount,
  title: string,
): Promise<string> {
  const kit = (await libraryOf(request, account, { search: title })).find((k) => k.title === title);
  if (!kit) throw new Error(`${title} is not in the library of ${account.email}`);
  return kit.kit_token;
}

/** The titles of every kit assigned to the student's class, as the API lists them. */
export async function assignedKitTitles(
  request: APIRequestContext,
  account: DemoAccount,
): Promise<string[]> {
  return (await libraryOf(request, account)).map((kit) => kit.title).sort();
}

/** The bytes of a finished download. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Opens a kit's page from My Library in the main navigation. */
export async function openLibraryKit(page: Page, title: string): Promise<void> {
  await openFromMainNav(page, 'My Library');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}
