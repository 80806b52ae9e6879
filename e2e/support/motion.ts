import type { Page } from '@playwright/test';

/**
 * Waits until every animation and transition on the page that ends (not a spinner's) has
 * finished: a menu closing or a dialog coming in is settled before the journey reads or clicks it.
 * A transition can start a frame or two after its element is added (a toast shown on mount), so
 * the page is looked at again after two frames until nothing is moving.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    // A page that keeps starting short animations is given up on after a few rounds.
    for (let round = 0; round < 10; round += 1) {
      await nextFrame();
      await nextFrame();
      const running = moving();
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
