// The first page on a phone: Lighthouse's mobile run (a mid-range phone on a slow 4G network,
// simulated) of sign-in, the student dashboard and the quiz player, served by the built server on
// an embedded database with the demo district, each printed beside its goal, and the compressed
// JavaScript each page fetched.
//
// Serves the build as it is: run `npm run build` first (`npm run bench` does).
//
//   cd bench && npx tsx first-page.bench.ts
//
// Each page is run FIRST_PAGE_RUNS times (3 unless set) and its median run by performance is
// printed, with the lowest and highest score and LCP of the runs: one run moves by several points
// on this machine. FIRST_PAGE_REPORTS=<folder> also writes each page's median report there as
// JSON, for its diagnostics (main-thread work, long tasks, unused JavaScript). FIRST_PAGE_WEB_DIST=<folder>
// serves another build of the web app (a copy of apps/web/dist), to compare two builds in one
// sitting.
//
// The pages are served as a school's deployment serves them: over HTTPS, by a load balancer that
// speaks HTTP/2 to the browser (nginx here, `lib/tls-front.ts`), so the browser gets the brotli
// files over one connection. FIRST_PAGE_PLAIN_HTTP=1 opens the server itself over plain HTTP/1.1
// instead (gzip, six connections), as the figures before 2026-12-01 were taken.

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { assignments, kits } from '@kitlab/contract';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startServer } from '../apps/server/process-tests/support/server-process.js';
import { builtSize, SCRIPT_BUDGET_KB } from '../e2e/support/script-budget.js';
import { CHROMIUM_INSTALL_HINT, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { BENCH_PASSWORD } from './lib/demo-app.js';
import { signInOverHttp } from './lib/sign-in-over-http.js';
import { startTlsFront, type TlsFront } from './lib/tls-front.js';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const STUDENT = 'student@demo.kitlab.test';
const TEACHER = 'teacher@demo.kitlab.test';

const GOALS = { performance: 95, accessibility: 100 };
const RUNS = Math.max(1, Number(process.env.FIRST_PAGE_RUNS ?? 3));

interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
  scriptKb: number;
  /** The fetched scripts' bodies as the build compressed them: brotli (HTTPS) and gzip (HTTP). */
  scriptBrotliKb: number;
  scriptGzipKb: number;
  scriptFiles: number;
  /** The lowest and highest performance score and LCP over the page's runs. */
  performanceRange: [number, number];
  lcpRangeMs: [number, number];
  /** Lighthouse's measure of this machine's CPU over the runs (it expects 1,000 or more). */
  benchmarkIndexRange: [number, number];
}

const WEB_DIST = resolve(process.env.FIRST_PAGE_WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist'));

/** The built server on a fresh embedded database, seeded with the demo district. */
async function startBuiltServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html is missing: npm run build`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kitlab-first-page-'));
  const server = await startServer({ dataDir }, process.execPath, {
    DEMO_PASSWORD: BENCH_PASSWORD,
    WEB_DIST,
  });
  return {
    base: server.url,
    async stop() {
      await server.stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A quiz the demo student has to do: the demo teacher gives one to each of their classes. */
async function quizOfTheStudent(base: string): Promise<number> {
  const teacher = (await signInOverHttp(base, TEACHER)).caller;
  const { results: classes } = await teacher.call(kits.listTeacherClasses);
  const library = await teacher.call(kits.listTeacherLibrary, { body: { per_page: 100 } });
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  for (const schoolClass of classes) {
    const fitting = library.results.filter(
      (kit) =>
        kit.grade === schoolClass.grade &&
        kit.subjects.some((s) => s.id === schoolClass.subject_id),
    );
    for (const kit of fitting) {
      const content = await teacher.call(kits.getTeacherKitTopic, {
        query: { kit_token: kit.kit_token },
      });
      const quiz = content.activities.find((activity) => activity.activity_type === 'quiz');
      if (!quiz) continue;
      await teacher.send(assignments.createAssignments, {
        body: {
          kit_id: kit.kit_id,
          activity_id: quiz.activity_id,
          class_ids: [schoolClass.class_id],
          due_date: due,
        },
      });
      break;
    }
  }
  const student = (await signInOverHttp(base, STUDENT)).caller;
  const assigned = await student.call(assignments.listStudentClassAssignments, {
    body: { page: 1, per_page: 50, tab: 1 },
  });
  const quiz = assigned.results.find((assignment) => assignment.activity?.activity_type === 'quiz');
  if (!quiz?.activity) throw new Error('The demo student has no quiz to open');
  return quiz.activity.activity_id;
}

/** Signs the demo student in through the sign-in page, past the privacy notice. */
async function signInThroughThePage(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill(STUDENT);
  await page.locator('input[type="password"]').fill(BENCH_PASSWORD);
  await page.locator('button[type="submit"]').click();
  // The privacy notice shows on the account's first sign-in; the header's account menu after it.
  const accountMenu = 'button[aria-label^="Account menu"]';
  await page.waitForFunction(
    `document.querySelector('${accountMenu}') || document.evaluate("//button[normalize-space()='I accept']", document).iterateNext()`,
  );
  const accept = await page.$('::-p-xpath(//button[normalize-space()="I accept"])');
  await accept?.click();
  await page.waitForSelector(accountMenu);
}

/**
 * One Lighthouse mobile run of `url`. A signed-in page keeps the browser's storage (its session)
 * but starts with an empty HTTP cache, as a first visit of the day would.
 */
async function runLighthouse(page: Page, url: string, signedIn: boolean): Promise<Result> {
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: signedIn,
  };
  if (signedIn) {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

const score = (report: Result, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
const lcpOf = (report: Result) =>
  report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
const rangeOf = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** `RUNS` runs of the page; its figures are the median run's by performance, with the spread. */
async function measurePage(
  page: Page,
  name: string,
  url: string,
  signedIn: boolean,
): Promise<PageFigures> {
  const reports: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) reports.push(await runLighthouse(page, url, signedIn));
  const byScore = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = byScore[Math.floor(byScore.length / 2)] as Result;
  saveReport(name, median);
  return {
    ...figuresOf(name, median),
    performanceRange: rangeOf(reports.map((report) => score(report, 'performance'))),
    lcpRangeMs: rangeOf(reports.map(lcpOf)),
    benchmarkIndexRange: rangeOf(reports.map((report) => report.environment.benchmarkIndex)),
  };
}

function saveReport(name: string, report: Result): void {
  const folder = process.env.FIRST_PAGE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name.replaceAll(' ', '-')}.json`), JSON.stringify(report));
}

function figuresOf(
  name: string,
  report: Result,
): Omit<PageFigures, 'performanceRange' | 'lcpRangeMs' | 'benchmarkIndexRange'> {
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const requests =
    (
      report.audits['network-requests']?.details as
        | { items: { resourceType?: string; transferSize?: number; url: string }[] }
        | undefined
    )?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    page: name,
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: lcpOf(report),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferredKb: numeric('total-byte-weight') / 1024,
    scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    scriptBrotliKb:
      scripts.reduce((sum, request) => sum + builtSize(WEB_DIST, request.url, 'br'), 0) / 1024,
    scriptGzipKb:
      scripts.reduce((sum, request) => sum + builtSize(WEB_DIST, request.url, 'gz'), 0) / 1024,
    scriptFiles: scripts.length,
  };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function printFigures(rows: readonly PageFigures[]): void {
  console.log(
    `${'page'.padEnd(12)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(5)} ${'KB sent'.padStart(8)} ${'JS KB'.padStart(6)} ${'br KB'.padStart(6)} ${'gz KB'.padStart(6)} ${'files'.padStart(5)}  goals`,
  );
  for (const row of rows) {
    const budget = (SCRIPT_BUDGET_KB as Readonly<Record<string, number>>)[row.page];
    const goals = [
      `perf >= ${GOALS.performance} ${mark(row.performance >= GOALS.performance)}`,
      `a11y ${GOALS.accessibility} ${mark(row.accessibility >= GOALS.accessibility)}`,
      ...(budget ? [`JS <= ${budget} KB ${mark(row.scriptBrotliKb <= budget)}`] : []),
    ].join(', ');
    console.log(
      `${row.page.padEnd(12)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${row.fcpMs.toFixed(0).padStart(7)} ${row.lcpMs.toFixed(0).padStart(7)} ${row.tbtMs.toFixed(0).padStart(7)} ${row.cls.toFixed(2).padStart(5)} ${row.transferredKb.toFixed(0).padStart(8)} ${row.scriptKb.toFixed(1).padStart(6)} ${row.scriptBrotliKb.toFixed(1).padStart(6)} ${row.scriptGzipKb.toFixed(1).padStart(6)} ${String(row.scriptFiles).padStart(5)}  ${goals}`,
    );
  }
  for (const row of rows) {
    const [lowest, highest] = row.performanceRange;
    const [soonest, latest] = row.lcpRangeMs;
    const [slowestHost, fastestHost] = row.benchmarkIndexRange;
    console.log(
      `${row.page}: performance ${lowest} to ${highest}, LCP ${soonest.toFixed(0)} to ${latest.toFixed(0)} ms over the runs; host CPU benchmark index ${slowestHost.toFixed(0)} to ${fastestHost.toFixed(0)}`,
    );
  }
  console.log(
    [
      'JS KB: the scripts the page fetched, as sent here (transfer sizes with their headers: brotli',
      "over HTTPS, or gzip over plain HTTP); br KB / gz KB: the same scripts' bodies as the build",
      'compressed them, brotli (the budget) and gzip; KB sent: every byte of the visit.',
      "Host CPU benchmark index: Lighthouse's yardstick of this machine, measured in each run; the",
      '4x slowdown is meant for a host of 1,000 or more, and a slower host lowers the scores.',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Lighthouse runs in the tests' Chromium, ${CHROMIUM_PATH}: ${CHROMIUM_INSTALL_HINT}`,
    );
  }
  const server = await startBuiltServer();
  let browser: Browser | undefined;
  let front: TlsFront | undefined;
  try {
    const quizId = await quizOfTheStudent(server.base);
    front = process.env.FIRST_PAGE_PLAIN_HTTP ? undefined : await startTlsFront(server.base);
    const base = front?.base ?? server.base;
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        '--ignore-certificate-errors',
      ],
    });
    const page = await browser.newPage();
    const rows = [await measurePage(page, 'sign-in', `${base}/login`, false)];
    await signInThroughThePage(page, base);
    rows.push(await measurePage(page, 'dashboard', `${base}/dashboard`, true));
    rows.push(await measurePage(page, 'quiz player', `${base}/quiz/${quizId}`, true));
    const served = front
      ? 'over HTTPS and HTTP/2 through nginx, as behind a load balancer'
      : 'over plain HTTP/1.1 straight from the server';
    console.log(
      `Lighthouse mobile (simulated slow 4G, 4x CPU slowdown), ${CHROMIUM_PATH}, the median of ${RUNS} runs, ${served}`,
    );
    printFigures(rows);
  } finally {
    await browser?.close();
    await front?.stop();
    await server.stop();
  }
}

await main();
