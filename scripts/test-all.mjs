// Runs every test stage of Kitlab in order, keeps going after a failure, and ends with a
// summary whose last line is `N passed, N failed`. Exits with 0 only when nothing failed.
//
//   npm test                           all stages
//   npm test -- --only=lint,unit       just these stages
//   npm test -- --skip=e2e             all stages but these
//
// See docs/testing.md.

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode24, NODE_24_VERSION } from './lib/node-24.mjs';
import { portForRun } from './lib/ports.mjs';
import { environmentWith, runLive, stopAllRunning } from './lib/processes.mjs';
import {
  countExitCode,
  countPlaywrightReport,
  countVitestFiles,
  countVitestReport,
  slowestJourneys,
} from './lib/reports.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { startCluster, stopAllClusters } from './pg-cluster.mjs';

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const MINUTE = 60_000;
const PLAYWRIGHT_CONFIG = 'e2e/playwright.config.ts';
// The port the journeys' server prefers (the Playwright config's default too); a leftover
// server on it is named and another port taken.
const JOURNEY_PORT = 3100;
const JOURNEY_TIME_LIMIT = 15 * MINUTE;
// Written by the reporter configured in the Playwright config.
const PLAYWRIGHT_REPORT = join(REPO_ROOT, 'e2e/test-results/results.json');
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const NOT_SOURCE_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.git']);
// The contract tests, with what they counted (cells; requests and seed): shown under the
// PostgreSQL run as well, where the same calls meet the other database.
const CONTRACT_PARTS = [
  { label: 'authorization matrix', pattern: /contract-tests\/authorization-matrix\.test/ },
  { label: 'fuzzing', pattern: /contract-tests\/fuzz\.test/ },
];
// Parts of the API and process runs that the summary shows on lines of their own.
const API_PARTS = [
  { label: 'parallel sign-in bursts', pattern: /accounts\/bursts\.test/ },
  { label: 'one error shape', pattern: /plugins\/error-shape\.test/ },
  { label: 'ids and text bounds', pattern: /plugins\/bounds\.test/ },
  { label: 'OpenAPI lint and client', pattern: /plugins\/openapi-document\.test/ },
  ...CONTRACT_PARTS,
];
const PROCESS_PARTS = [
  { label: 'kill -9 and SIGTERM', pattern: /process-tests\/restarts\.test/ },
  { label: 'backup and restore', pattern: /process-tests\/backup-restore\.test/ },
  { label: 'LRS forwarding', pattern: /process-tests\/lrs-forwarding\.test/ },
  { label: 'report rollups', pattern: /process-tests\/report-rollups\.test/ },
  { label: 'retention purge', pattern: /process-tests\/retention-purge\.test/ },
  { label: 'events left waiting', pattern: /process-tests\/waiting-events\.test/ },
];
/** A PGlite database belongs to one process: several processes share only a PostgreSQL. */
const POSTGRES_PROCESS_PARTS = [
  ...PROCESS_PARTS,
  { label: 'two processes, one database', pattern: /process-tests\/several-processes\.test/ },
];

const STAGES = [
  {
    name: 'lint',
    describe: 'npx biome check ., then the lock file and the module boundaries',
    run: runLint,
  },
  { name: 'typecheck', describe: 'npm run typecheck', run: runTypecheck },
  { name: 'unit', describe: 'vitest in packages/*, apps/web and scripts', run: runUnitTests },
  { name: 'api', describe: 'vitest in apps/server on PGlite', run: runApiTestsOnPglite },
  {
    name: 'api-pg',
    describe: 'vitest in apps/server on PostgreSQL, run by Node.js 24',
    run: runApiTestsOnPostgres,
  },
  {
    name: 'process',
    describe:
      'the built API as a process: SIGTERM and kill -9 on PGlite (run by Node.js 24) and PostgreSQL',
    run: runProcessTests,
  },
  { name: 'e2e', describe: 'build, then Playwright journeys in Chromium', run: runBrowserJourneys },
];

async function main() {
  const selected = selectStages(process.argv.slice(2));
  const run = { tempDir: mkdtempSync(join(tmpdir(), 'kitlab-test-')), rows: [], reports: 0 };
  stopEverythingOnExit(run);

  printHeading('system check');
  run.system = await ensureSystemPackages({
    needChromium: selected.includes('e2e'),
    needPostgres: selected.includes('api-pg') || selected.includes('process'),
  });

  for (const stage of STAGES.filter((candidate) => selected.includes(candidate.name))) {
    printHeading(`${stage.name}: ${stage.describe}`);
    run.rows.push(...(await runStage(stage, run)));
  }

  removeTempDir(run);
  return printSummary(run);
}

// --- stages -------------------------------------------------------------------------------

async function runLint() {
  return [
    await timeCommand('lint', 'npx', ['--no', 'biome', 'check', '.'], 5 * MINUTE),
    await timeCommand('lint: lock file', 'node', ['scripts/check-lockfile.mjs'], MINUTE),
    await timeCommand('lint: boundaries', 'node', ['scripts/check-boundaries.mjs'], MINUTE),
  ];
}

async function runTypecheck() {
  return [await timeCommand('typecheck', 'npm', ['run', 'typecheck'], 10 * MINUTE)];
}

async function runUnitTests(run) {
  const rows = [];
  for (const root of [...listPackageFolders(), 'apps/web', 'scripts']) {
    rows.push(
      hasTestFiles(root)
        ? await runVitest(run, `unit: ${root}`, root, process.env)
        : skippedRow(`unit: ${root}`, 'no test files yet'),
    );
  }
  return rows;
}

async function runApiTestsOnPglite(run) {
  if (!hasTestFiles('apps/server')) return [skippedRow('api: PGlite', 'no test files yet')];
  // A TEST_DATABASE_URL from the developer's shell would silently turn this into a PostgreSQL run.
  const env = environmentWith({ TEST_DATABASE_URL: undefined });
  const whole = await runVitest(run, 'api: PGlite', 'apps/server', env);
  return [whole, ...partsOf(whole, API_PARTS)];
}

/**
 * The environment with Node.js 24 first on PATH (npx and Vitest's workers start whichever
 * `node` comes first), or why it cannot be had. The machine's own Node.js (20 here) runs the
 * other stages, so each supported line runs the whole API suite, and each database runs it
 * once: PGlite under the machine's Node.js, PostgreSQL and the embedded database's process
 * tests under 24.
 */
async function withNode24(env) {
  const node24 = await ensureNode24(REPO_ROOT);
  if (!node24.ok) return { ok: false, note: node24.note };
  return { ok: true, env: { ...env, PATH: `${node24.binDir}${delimiter}${env.PATH ?? ''}` } };
}

async function runApiTestsOnPostgres(run) {
  const label = `api: PostgreSQL on Node.js ${NODE_24_VERSION}`;
  if (!hasTestFiles('apps/server')) return [skippedRow(label, 'no test files yet')];
  const node24 = await withNode24(process.env);
  if (!node24.ok) return [failedRow(label, node24.note)];
  const whole = await onTestCluster(run, label, (url) =>
    runVitest(run, label, 'apps/server', { ...node24.env, TEST_DATABASE_URL: url }),
  );
  return [whole, ...partsOf(whole, CONTRACT_PARTS)];
}

/** Runs `work` with the URL of a fresh PostgreSQL cluster, which is deleted afterwards. */
async function onTestCluster(run, label, work) {
  if (!run.system.postgres.ok) return failedRow(label, run.system.postgres.note);
  const startedAt = performance.now();
  let cluster;
  try {
    cluster = await startCluster();
  } catch (error) {
    console.error(error.message);
    return failedRow(label, 'test cluster did not start', secondsSince(startedAt));
  }
  try {
    console.log(`Test cluster on ${cluster.url}`);
    const row = await work(cluster.url);
    return { ...row, seconds: secondsSince(startedAt) };
  } finally {
    cluster.stop();
  }
}

async function runProcessTests(run) {
  const startedAt = performance.now();
  const build = await runLive('npm', ['run', 'build', '-w', '@kitlab/server'], {
    cwd: REPO_ROOT,
    timeoutMs: 5 * MINUTE,
  });
  if (build.code !== 0) {
    return [failedRow('process', 'server build failed, not run', secondsSince(startedAt))];
  }
  // Vitest reads --config relative to --root.
  const config = 'vitest.process.config.ts';
  const pgliteLabel = `process: PGlite on Node.js ${NODE_24_VERSION}`;
  const node24 = await withNode24(process.env);
  const onPglite = node24.ok
    ? await runVitest(run, pgliteLabel, 'apps/server', node24.env, config)
    : failedRow(pgliteLabel, node24.note);
  const onPostgres = await onTestCluster(run, 'process: PostgreSQL', (url) =>
    runVitest(
      run,
      'process: PostgreSQL',
      'apps/server',
      environmentWith({ PROCESS_DATABASE_URL: url }),
      config,
    ),
  );
  return [
    onPglite,
    ...partsOf(onPglite, PROCESS_PARTS),
    onPostgres,
    ...partsOf(onPostgres, POSTGRES_PROCESS_PARTS),
  ];
}

async function runBrowserJourneys(run) {
  const label = 'e2e: journeys';
  if (!run.system.chromium.ok) return [failedRow(label, run.system.chromium.note)];
  if (!existsSync(join(REPO_ROOT, PLAYWRIGHT_CONFIG))) {
    return [skippedRow(label, `no ${PLAYWRIGHT_CONFIG} yet`)];
  }

  const startedAt = performance.now();
  const build = await runLive('npm', ['run', 'build'], { cwd: REPO_ROOT, timeoutMs: 10 * MINUTE });
  if (build.code !== 0) {
    return [failedRow(label, 'build failed, journeys not run', secondsSince(startedAt))];
  }

  rmSync(PLAYWRIGHT_REPORT, { force: true });
  const port = await portForRun(JOURNEY_PORT, 'The journeys');
  const playwright = await runLive('npx', ['--no', 'playwright', 'test', '-c', PLAYWRIGHT_CONFIG], {
    cwd: REPO_ROOT,
    env: environmentWith({ E2E_PORT: String(port) }),
    timeoutMs: JOURNEY_TIME_LIMIT,
  });
  const counts = countPlaywrightReport(PLAYWRIGHT_REPORT, playwright.code);
  run.slowestJourneys = slowestJourneys(PLAYWRIGHT_REPORT, 10);
  return [row(label, counts, secondsSince(startedAt), playwright.timedOut)];
}

// --- running commands ---------------------------------------------------------------------

async function runStage(stage, run) {
  try {
    return await stage.run(run);
  } catch (error) {
    console.error(error);
    return [failedRow(stage.name, `could not run: ${error.message}`)];
  }
}

async function timeCommand(label, command, args, timeoutMs) {
  const startedAt = performance.now();
  const { code, timedOut } = await runLive(command, args, { cwd: REPO_ROOT, timeoutMs });
  return row(label, countExitCode(code), secondsSince(startedAt), timedOut);
}

async function runVitest(run, label, root, env, config) {
  run.reports += 1;
  const reportFile = join(run.tempDir, `vitest-${run.reports}.json`);
  const args = ['--no', 'vitest', 'run', '--root', root, '--reporter=default', '--reporter=json'];
  if (config) args.push('--config', config);
  const startedAt = performance.now();
  const { code, timedOut } = await runLive('npx', [...args, `--outputFile=${reportFile}`], {
    cwd: REPO_ROOT,
    env,
    timeoutMs: 10 * MINUTE,
  });
  return {
    ...row(label, countVitestReport(reportFile, code), secondsSince(startedAt), timedOut),
    reportFile,
  };
}

/**
 * Lines for parts of a Vitest run, shown under it and not added to the totals again; none when
 * the run left no report (it timed out or crashed), which its own line already counts as failed.
 */
function partsOf(whole, parts) {
  if (!whole.reportFile || !existsSync(whole.reportFile)) return [];
  return countVitestFiles(whole.reportFile, parts).map(({ summary, ...part }) => ({
    ...part,
    label: `  ${part.label}`,
    seconds: 0,
    note:
      part.passed + part.failed === 0
        ? 'no tests found'
        : [summary, `part of ${whole.label}`].filter(Boolean).join(', '),
    part: true,
  }));
}

/** packages/domain and any other shared package, so a new package's tests are not missed. */
function listPackageFolders() {
  return readdirSync(join(REPO_ROOT, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}`)
    .sort();
}

/** Whether Vitest would find a test file under the folder (its default naming). */
function hasTestFiles(folder) {
  const absolute = join(REPO_ROOT, folder);
  if (!existsSync(absolute)) return false;
  return readdirSync(absolute, { withFileTypes: true }).some((entry) => {
    if (entry.isDirectory()) {
      return !NOT_SOURCE_FOLDERS.has(entry.name) && hasTestFiles(join(folder, entry.name));
    }
    return TEST_FILE.test(entry.name);
  });
}

// --- results ------------------------------------------------------------------------------

function row(label, counts, seconds, timedOut = false) {
  const note = [timedOut ? 'timed out' : '', counts.note].filter(Boolean).join(', ');
  return { label, passed: counts.passed, failed: counts.failed, seconds, note };
}

function failedRow(label, note, seconds = 0) {
  return { label, passed: 0, failed: 1, seconds, note };
}

function skippedRow(label, note) {
  return { label, passed: 0, failed: 0, seconds: 0, note: `skipped: ${note}`, skipped: true };
}

function printSummary({ rows, slowestJourneys = [] }) {
  const counted = rows.filter((entry) => !entry.part);
  const passed = counted.reduce((sum, { passed }) => sum + passed, 0);
  const failed = counted.reduce((sum, { failed }) => sum + failed, 0);
  const width = Math.max(5, ...rows.map(({ label }) => label.length));
  const line = (label, ...columns) =>
    `${label.padEnd(width)}  ${columns.map((column) => String(column).padStart(7)).join('  ')}`;

  printHeading('summary');
  console.log(`${line('stage', 'passed', 'failed', 'seconds')}  note`);
  for (const entry of rows) {
    const counts = entry.skipped ? ['-', '-'] : [entry.passed, entry.failed];
    const seconds = entry.part ? '' : entry.seconds.toFixed(1);
    console.log(`${line(entry.label, ...counts, seconds)}  ${entry.note}`.trimEnd());
  }
  if (slowestJourneys.length > 0) {
    console.log(`\nThe ${slowestJourneys.length} slowest journeys:`);
    for (const { seconds, title } of slowestJourneys) {
      console.log(`${seconds.toFixed(1).padStart(7)} s  ${title}`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

function printHeading(title) {
  console.log(`\n==> ${title}`);
}

function secondsSince(startedAt) {
  return (performance.now() - startedAt) / 1000;
}

// --- options and clean-up -----------------------------------------------------------------

function selectStages(args) {
  const names = STAGES.map(({ name }) => name);
  let selected = names;
  for (let index = 0; index < args.length; index++) {
    const [flag, inlineValue] = args[index].split(/=(.*)/s);
    if (flag === '--help' || flag === '-h') exitWithUsage(0);
    if (flag !== '--only' && flag !== '--skip') exitWithUsage(2, `Unknown option: ${args[index]}`);
    const value = inlineValue ?? args[++index] ?? '';
    const listed = value.split(',').filter(Boolean);
    const unknown = listed.filter((name) => !names.includes(name));
    if (unknown.length > 0) exitWithUsage(2, `Unknown stage: ${unknown.join(', ')}`);
    selected = selected.filter((name) => listed.includes(name) === (flag === '--only'));
  }
  return selected;
}

function exitWithUsage(code, problem) {
  if (problem) console.error(problem);
  console.log('Usage: npm test [-- --only=stage,... | --skip=stage,...]\nStages:');
  for (const { name, describe } of STAGES) console.log(`  ${name.padEnd(10)} ${describe}`);
  process.exit(code);
}

function stopEverythingOnExit(run) {
  const interruptions = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [signal, exitCode] of Object.entries(interruptions)) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the tests and the test database.`);
      stopAllRunning('SIGKILL');
      process.exit(exitCode);
    });
  }
  // Also reached on process.exit() and on a crash of this script.
  process.on('exit', () => {
    stopAllClusters();
    removeTempDir(run);
  });
}

function removeTempDir(run) {
  rmSync(run.tempDir, { recursive: true, force: true });
}

process.exitCode = await main();
