// Checks package-lock.json the way a fresh clone meets it: `npm ci` accepts it as it is, and
// every locked package runs on the oldest version of each Node.js line package.json's engines promise.
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

/** The oldest version of each line package.json promises: `^20.19.0 || >=24` gives 20.19.0 and 24.0.0. */
function promisedLines(range) {
  return new semver.Range(range).set.map((comparators) =>
    semver.minVersion(comparators.map((c) => c.value).join(' ')),
  );
}

function problemsOfEngines() {
  const promised = readJson('package.json').engines?.node;
  if (!promised) return ['package.json names no engines.node to check the lock file against.'];
  const lines = promisedLines(promised);
  return Object.entries(readJson('package-lock.json').packages)
    .filter(([path, entry]) => path && entry.engines?.node && !entry.optional)
    .flatMap(([path, entry]) =>
      lines
        .filter((line) => !semver.satisfies(line, entry.engines.node))
        .map(
          (line) =>
            `${path}@${entry.version} needs Node.js ${entry.engines.node}, but package.json promises ${line}.`,
        ),
    );
}

const problems = [...problemsOfNpmCi(), ...problemsOfEngines()];
for (const problem of problems) console.error(problem);
if (problems.length === 0)
  console.log('The lock file installs with npm ci on every promised Node.js.');
process.exitCode = problems.length === 0 ? 0 : 1;
