import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStudent, signInStudent, withAssignedActivity } from '../support/activities';
import { expect, type Page, test } from '../support/journey';

/** The build the server sends, with the brotli copy of each file large enough to compress. */
const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * Compressed JavaScript a first visit may fetch, in KB of brotli (what a browser gets over HTTPS),
 * everything the visit fetches counted, what loads after the page too. `bench/first-page.bench.ts`
 * measures the same with Lighthouse; this keeps a change from quietly going over.
 */
const SCRIPT_BUDGET_KB = { signIn: 120, quizPlayer: 170 };

/** Time without a new script after which a visit has fetched all it will. */
const QUIET_MS = 1500;

function brotliBytes(url: string): number {
  const file = join(WEB_DIST, new URL(url).pathname);
  const compressed = `${file}.br`;
  return statSync(existsSync(compressed) ? compressed : file).size;
}

/** Every script the page fetches from now on (a file once), in KB of brotli. */
function scriptsFetched(page: Page) {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  });
  return {
    /** Waits until no new script has come for a while, then answers the KB fetched. */
    async settledKb(): Promise<number> {
      for (let count = -1; count !== urls.size; ) {
        count = urls.size;
        await page.waitForTimeout(QUIET_MS);
      }
      return [...urls].reduce((sum, url) => sum + brotliBytes(url), 0) / 1024;
    },
  };
}

test('a first visit of sign-in fetches at most its budget of script', async ({ page }) => {
  const scripts = scriptsFetched(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await scripts.settledKb()).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.signIn);
});

test("a signed-in student's first visit of the quiz player fetches at most its budget of script", async ({
  page,
  request,
}) => {
  await withAssignedActivity(request, 'quiz', async (quiz) => {
    const student = await createStudent(request, quiz.classId, 'Bea');
    await signInStudent(page, student);
    // A new day's visit: the session stays, the browser's cache of the app's files does not.
    const browser = await page.context().newCDPSession(page);
    await browser.send('Network.clearBrowserCache');

    const scripts = scriptsFetched(page);
    await page.goto(`/quiz/${quiz.activityId}`);
    await expect(page.getByTestId('quiz-question').first()).toBeVisible();
    expect(await scripts.settledKb()).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.quizPlayer);
  });
});
