// Checks package-lock.json the way a fresh clone meets it: `npm ci` accepts it as it is, and
// every locked package runs on the oldest Node.js that package.json's engines promise.
// Exits non-zero and names each problem otherwise.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const semver = createRequire(join(REPO_ROOT, 'package.json'))('semver');

const readJson = (file) => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8'));

function problemsOfNpmCi() {
  // --dry-run reads the lock and package.json without touching node_modules.
  const result = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (result.status === 0) return [];
  const reasons = result.stderr.split('\n').filter((line) => /Missing:|Invalid:/.test(line));
  return [
    `npm ci refuses the lock file:\n  ${(reasons.length ? reasons : [result.stderr]).join('\n  ')}`,
  ];
}

function problemsOfEngines() {
  const promised = readJson('package.json').engines?.node;
  const oldest = promised && semver.minVersion(promised);
  if (!oldest) return ['package.json names no engines.node to check the lock file against.'];
  return Object.entries(readJson('package-lock.json').packages)
    .filter(([path, entry]) => path && entry.engines?.node && !entry.optional)
    .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
    .map(
      ([path, entry]) =>
        `${path}@${entry.version} needs Node.js ${entry.engines.node}, but package.json promises ${promised}.`,
    );
}

const problems = [...problemsOfNpmCi(), ...problemsOfEngines()];
for (const problem of problems) console.error(problem);
if (problems.length === 0)
  console.log('The lock file installs with npm ci on every promised Node.js.');
process.exitCode = problems.length === 0 ? 0 : 1;
