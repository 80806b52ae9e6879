import type { Page } from '@playwright/test';

/** The header's notification bell, whatever its unread count. */
export const bellOf = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
