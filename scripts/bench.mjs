// Runs the benchmarks that carry the speed goals, each printing its figures beside its target,
// on a throwaway PostgreSQL cluster (and PGlite where a benchmark measures both). Builds first,
// as the first-page benchmark serves the built app and the district report's the built server.
// Stops everything it started, even on failure.
//
//   npm run bench                         every goal benchmark
//   npm run bench -- school-day answer-save   just these (names of bench/<name>.bench.ts)
//
// Figures move with the machine's load: compare rows of one run. See bench/README.md.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentWith, runLive, stopAllRunning } from './lib/processes.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { startCluster, stopAllClusters } from './pg-cluster.mjs';

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const GOAL_BENCHMARKS = [
  'answer-save',
  'school-day',
  'marking',
  'school-start',
  'first-page',
  'live-reports',
  'report-tables',
  'admin-report',
];
/** The benchmarks that run the built server as a process of its own. */
const SERVING_THE_BUILT_SERVER = ['answer-save', 'admin-report', 'marking'];
const TIME_LIMIT_MS = 20 * 60_000;

const chosen = process.argv.slice(2);
const names = chosen.length > 0 ? chosen : GOAL_BENCHMARKS;
const results = [];

function stopEverything() {
  stopAllRunning('SIGKILL');
  stopAllClusters();
}
process.on('SIGINT', () => {
  stopEverything();
  process.exit(130);
});

try {
  const firstPage = names.includes('first-page');
  // Lighthouse runs in the tests' Chromium; the page is served through nginx unless plain HTTP.
  await ensureSystemPackages({
    needChromium: firstPage,
    needPostgres: true,
    needTlsFront: firstPage && !process.env.FIRST_PAGE_PLAIN_HTTP,
  });
  if (firstPage) {
    const build = await runLive('npm', ['run', 'build'], { cwd: REPO_ROOT });
    if (build.code !== 0) throw new Error('The build failed, so the first page cannot be measured');
  } else if (SERVING_THE_BUILT_SERVER.some((name) => names.includes(name))) {
    const build = await runLive('npm', ['run', 'build', '-w', '@kitlab/server'], {
      cwd: REPO_ROOT,
    });
    if (build.code !== 0) throw new Error('The server build failed: no report to measure');
  }
  const cluster = await startCluster();
  const env = environmentWith({ BENCH_DATABASE_URL: cluster.url });
  for (const name of names) {
    console.log(`\n=== bench/${name}.bench.ts`);
    const { code, timedOut } = await runLive('npx', ['tsx', `${name}.bench.ts`], {
      cwd: join(REPO_ROOT, 'bench'),
      env,
      timeoutMs: TIME_LIMIT_MS,
    });
    results.push({ name, ok: code === 0 && !timedOut });
  }
} finally {
  stopEverything();
}

console.log('\nbenchmarks:');
for (const { name, ok } of results) console.log(`  ${ok ? 'ran   ' : 'FAILED'} ${name}`);
process.exitCode = results.every((result) => result.ok) && results.length === names.length ? 0 : 1;
