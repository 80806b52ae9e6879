// Typechecks every TypeScript project of the repository, going on after a failure so one run
// shows every project's errors; exits with 1 when any project failed.

import { runLive } from './lib/processes.mjs';

const PROJECTS = [
  'packages/contract',
  'packages/domain',
  'packages/kit-format',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];

const failed = [];
for (const project of PROJECTS) {
  const { code } = await runLive('npx', ['--no', '--', 'tsc', '-p', project]);
  if (code !== 0) failed.push(project);
}
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Types check in all ${PROJECTS.length} projects.`);
