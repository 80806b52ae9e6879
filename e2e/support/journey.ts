import { TEST_CLOCK_SHIFT_HEADER } from '@kitlab/contract';
import { addDays } from '@kitlab/domain';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';
import { recordToasts } from './toasts';

// Journeys import everything of Playwright's from here, so none runs on the machine's own date.
export * from '@playwright/test';

/** The demo district's zone: the browser's "today" is the school's. */
export const SCHOOL_TIME_ZONE = 'Europe/London';

/**
 * When every journey runs unless it names another instant with `test.use({ now })`: mid-morning
 * on Sunday 31 January 2027, the last day of a month whose first week starts in December.
 */
export const DEFAULT_NOW = '2027-01-31T10:00:00Z';

interface JourneyClock {
  /** Milliseconds from the machine's time to the journey's. */
  shift: number;
  /** The journey's date in the school's zone when it started, YYYY-MM-DD. */
  today: string;
}

// A worker runs one journey at a time; this is the one running now.
let current: JourneyClock | null = null;

function running(): JourneyClock {
  if (!current) throw new Error('No journey clock: import test from support/journey.');
  return current;
}

function dateIn(instant: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);
}

/** The school's calendar date `days` after the journey's today. */
export function daysFromToday(days: number): string {
  return addDays(running().today, days);
}

/** The header that moves the server's clock (started with TEST_CLOCK_SHIFT) to the journey's. */
function shiftHeader({ shift }: JourneyClock): Record<string, string> {
  return { [TEST_CLOCK_SHIFT_HEADER]: String(shift) };
}

/**
 * Readies a browser context for the journey: its clock runs from the journey's time, as the
 * server's does, and its pages keep a record of the toasts they show.
 */
async function prepareContext(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: Date.now() + running().shift });
  await recordToasts(context);
}

/** Another browser (a phone, a second user) on the journey's clock. */
export async function newJourneyContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    timezoneId: SCHOOL_TIME_ZONE,
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, ...shiftHeader(running()) },
  });
  await prepareContext(context);
  return context;
}

/**
 * Stops the clock of the page's browser, so the app's timers fire only as the journey moves the
 * clock on (`clock.runFor`, `clock.resume`): a notice that stays 6 s is counted exactly instead
 * of raced on a busy machine. It moves a second on first, so no time is asked of the past.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

// What the running journey asked to undo when it ends, however it ends.
let undoSteps: (() => Promise<unknown>)[] = [];

/**
 * Undoes a change to the shared demo district when the journey ends, pass or fail: work given to
 * the demo teacher's classes is cancelled, so the journeys after it can give the same again.
 */
export function undoAfterJourney(step: () => Promise<unknown>): void {
  undoSteps.push(step);
}

export const test = base.extend<{
  now: string;
  journeyClock: JourneyClock;
  undoChanges: undefined;
}>({
  now: [DEFAULT_NOW, { option: true }],
  journeyClock: [
    async ({ now }, use) => {
      const instant = Date.parse(now);
      if (Number.isNaN(instant)) throw new Error(`Not an instant: ${now}`);
      current = { shift: instant - Date.now(), today: dateIn(instant, SCHOOL_TIME_ZONE) };
      await use(current);
      current = null;
    },
    { auto: true },
  ],
  // Needs `request`, so the steps run while the journey's API client is still open.
  undoChanges: [
    async ({ request }, use) => {
      undoSteps = [];
      await use(undefined);
      const steps = undoSteps.reverse();
      undoSteps = [];
      // A step the journey already took itself (a second cancel) fails harmlessly.
      for (const step of steps) await step().catch(() => undefined);
      void request;
    },
    { auto: true },
  ],
  timezoneId: SCHOOL_TIME_ZONE,
  extraHTTPHeaders: async ({ extraHTTPHeaders, journeyClock }, use) => {
    await use({ ...extraHTTPHeaders, ...shiftHeader(journeyClock) });
  },
  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },
});
