// Typechecks every TypeScript project of the repository, going on after a failure so one run
// shows every project's errors; exits with 1 when any project failed.

import { availableParallelism } from 'node:os';
import { runLive } from './lib/processes.mjs';

/** The largest first, so the two at a time finish close together. */
const PROJECTS = [
  'apps/web',
  'apps/server',
  // The service worker is typed against the worker's globals, not the page's.
  'apps/web/src/service-worker',
  'e2e',
  'bench',
  'packages/kit-format',
  'packages/contract',
  'packages/domain',
];

// Two at a time on a 2-core machine take about half as long as one after another; each
// project's errors name their files, so interleaved output still reads.
const lanes = Math.max(1, Math.min(2, availableParallelism()));
const waiting = [...PROJECTS];
const failed = [];

async function lane() {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    const { code } = await runLive('npx', ['--no', '--', 'tsc', '-p', project]);
    if (code !== 0) failed.push(project);
  }
}

await Promise.all(Array.from({ length: lanes }, lane));
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Types check in all ${PROJECTS.length} projects.`);
