import type { Page } from '@playwright/test';

/** The header's menu button, shown on phones and narrow windows in place of its links. */
export const mainNavMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });

/**
 * Follows a link of the header's navigation: in the header on wide screens, through the menu
 * button on phones and narrow windows.
 */
export async function openFromMainNav(page: Page, name: string): Promise<void> {
  const menuButton = mainNavMenuButton(page);
  if (await menuButton.isVisible()) await menuButton.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click();
}
