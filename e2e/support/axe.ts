import { expect, type Locator, type Page, test } from '@playwright/test';
import axe from 'axe-core';
import { animationsSettled } from './motion';

export const PHONE = { width: 375, height: 740 };

type AxeInPage = typeof axe;

/** Scans of a page that keeps moving before its last scan's findings are taken as they are. */
const MAX_SCANS = 3;

/**
 * Puts axe-core into the page's document once; a navigation starts a document without it. Run in
 * the page itself, axe takes a few hundred milliseconds: the Playwright integration's default
 * opens a second page for each scan, which cost seconds on a busy 2-core machine.
 */
async function loadAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
}

/** The axe violations a journey must not have: serious and critical ones. */
export async function seriousViolations(page: Page) {
  const violations = await test.step(
    `axe: ${new URL(page.url()).pathname}`,
    async () => {
      await loadAxe(page);
      // A menu or dialog still fading shows its text at part opacity, which axe reads as low
      // contrast. Something can also start moving during the scan (a toast whose code arrived
      // meanwhile): then the page is scanned again once it has settled.
      for (let scan = 1; ; scan += 1) {
        await animationsSettled(page);
        const { found, moved } = await page.evaluate(scanStill);
        if (!moved || scan === MAX_SCANS) return found;
      }
    },
    { box: true },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target),
    }));
}

/** Runs axe in the page, noting whether any transition or animation started meanwhile. */
async function scanStill() {
  let moved = false;
  const started = () => {
    moved = true;
  };
  const kinds = ['transitionstart', 'animationstart'] as const;
  for (const kind of kinds) document.addEventListener(kind, started, true);
  try {
    const inPage = (window as unknown as { axe: AxeInPage }).axe;
    // Every rule still runs; only the details of what passed are not collected.
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return { found: results.violations, moved };
  } finally {
    for (const kind of kinds) document.removeEventListener(kind, started, true);
  }
}

/** A phone-width page must fit: nothing may make the whole page scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Fails when a table cell's content spills over its neighbours instead of fitting or wrapping. */
export async function expectCellsFit(table: Locator) {
  const spilling = await table.evaluate((element) =>
    Array.from(element.querySelectorAll('th, td'))
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent?.trim()),
  );
  expect(spilling).toEqual([]);
}

/**
 * Scans the page for serious findings at its own width and again at phone width, where it must
 * not scroll sideways, then goes back to the journeys' desktop width. `shown` waits for what the
 * scan is of, at each width.
 */
export async function expectAccessibleAtBothWidths(page: Page, shown: () => Promise<void>) {
  await shown();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await shown();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });
}
