import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { accounts, activities, discussions } from '@kitlab/contract';
import { createStudent, signInStudent, withAssignedActivity } from '../support/activities';
import { expect, type Page, test } from '../support/journey';
import { builtSize, SCRIPT_BUDGET_KB } from '../support/script-budget';

/** The build the server sends, with the brotli copy of each file large enough to compress. */
const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

/** Time without a new script after which a visit has fetched all it will. */
const QUIET_MS = 1500;

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
      return [...urls].reduce((sum, url) => sum + builtSize(WEB_DIST, url, 'br'), 0) / 1024;
    },
  };
}

test('a first visit of sign-in fetches at most its budget of script', async ({ page }) => {
  const scripts = scriptsFetched(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await scripts.settledKb()).toBeLessThanOrEqual(SCRIPT_BUDGET_KB['sign-in']);
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
    expect(await scripts.settledKb()).toBeLessThanOrEqual(SCRIPT_BUDGET_KB['quiz player']);
  });
});

test("the files every signed-in page runs build none of the player's, kit content's, recovery's or discussions' schemas", () => {
  const assets = join(WEB_DIST, 'assets');
  const text = (file: string) => readFileSync(join(assets, file), 'utf8');
  const page = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const scriptOf = (tag: RegExp) => {
    const file = tag.exec(page)?.[1];
    if (!file) throw new Error(`index.html has no script ${tag}`);
    return file;
  };
  // Text each group of schemas holds: whichever file holds it builds them.
  const playerCall = activities.listAttemptQuestions.path;
  const markers = [
    // The player's own call, with the schemas of the attempt's sheet.
    playerCall,
    // A field of kit content's questions (their answer key), with the lessons' and questions'.
    'correct_ans',
    // Recovery by code or link, which only the signed-out pages use.
    accounts.sendRecoveryCode.path,
    // The discussions' message schema, which the discussion pages build.
    discussions.MESSAGE_TOO_LONG,
  ];
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  for (const marker of markers) {
    expect(
      files.some((file) => text(file).includes(marker)),
      `no file holds ${marker}`,
    ).toBe(true);
  }

  const runByEveryPage = [
    scriptOf(/<script type="module"[^>]* src="\/assets\/([^"]+\.js)"/),
    ...files.filter((file) =>
      /^(app-routes|signed-in-shell|signed-in-and-out|query-cache)-.*\.js$/.test(file),
    ),
  ];
  expect(runByEveryPage).toHaveLength(5);
  for (const file of runByEveryPage) {
    for (const marker of markers) {
      expect(text(file).includes(marker), `${file} holds ${marker}`).toBe(false);
    }
  }

  const preload = scriptOf(/<script async src="\/assets\/([^"]+\.js)"/);
  const preloaded = [...text(preload).matchAll(/\/assets\/([^"]+\.js)/g)].map(([, file]) => file);
  expect(preloaded.some((file) => file && text(file).includes(playerCall))).toBe(true);
});

test("the style sheets hold the rule of every Mantine class the scripts use, and not every component's", () => {
  const assets = join(WEB_DIST, 'assets');
  const classesIn = (ending: string) =>
    new Set(
      readdirSync(assets)
        .filter((file) => file.endsWith(ending))
        .flatMap(
          (file) => readFileSync(join(assets, file), 'utf8').match(/\bm_[0-9a-f]{6,8}\b/g) ?? [],
        ),
    );
  const inScripts = classesIn('.js');
  const inSheets = classesIn('.css');
  expect(inScripts.size).toBeGreaterThan(0);
  expect([...inScripts].filter((name) => !inSheets.has(name))).toEqual([]);
  // Not Mantine's whole core sheet: the rules of components no page draws are left out
  // (apps/web/build/mantine-styles.ts).
  const wholeSheet = readFileSync(
    createRequire(import.meta.url).resolve('@mantine/core/styles.css'),
    'utf8',
  );
  const allClasses = new Set(wholeSheet.match(/\bm_[0-9a-f]{6,8}\b/g));
  expect([...allClasses].filter((name) => inSheets.has(name)).length).toBeLessThan(allClasses.size);
});

test('the preload names the files the route table and the shell run in turns, each after what it imports', () => {
  const assets = join(WEB_DIST, 'assets');
  const text = (file: string) => readFileSync(join(assets, file), 'utf8');
  const page = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const preloadFile = /<script async src="\/assets\/([^"]+\.js)"/.exec(page)?.[1] ?? '';
  const listed = /of (\[\[.*?\]\])\)/.exec(text(preloadFile))?.[1];
  if (!listed) throw new Error(`${preloadFile} lists no files`);
  const files = (JSON.parse(listed) as [string, string][]).map(([href, turn]) => ({
    file: href.replace('/assets/', ''),
    turn,
  }));
  const turnOf = (name: RegExp) => files.find(({ file }) => name.test(file))?.turn;

  expect(turnOf(/^app-routes-/)).toBe('app-routes');
  expect(turnOf(/^signed-in-shell-/)).toBe('app-layout');
  expect(turnOf(/^signed-in-and-out-/)).toBe('app-layout');
  const playerCall = activities.listAttemptQuestions.path;
  expect(files.find(({ file }) => text(file).includes(playerCall))?.turn).toBe('');
  let listedImports = 0;
  files.forEach(({ file }, index) => {
    const imported = [...text(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
      ([, name]) => name,
    );
    for (const name of imported) {
      const at = files.findIndex((other) => other.file === name);
      if (at >= 0) listedImports += 1;
      expect(at, `${file} is listed before ${name}, which it imports`).toBeLessThan(index);
    }
  });
  // The order was checked on files the preload lists and imports of one another, not on none.
  expect(listedImports).toBeGreaterThan(0);
});
