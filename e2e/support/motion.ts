import type { Page } from '@playwright/test';

/**
 * Waits until every animation and transition on the page that ends (not a spinner's) has
 * finished: a menu closing or a dialog coming in is settled before the journey reads or clicks it.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
