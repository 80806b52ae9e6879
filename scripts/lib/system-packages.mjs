import { existsSync } from 'node:fs';
import { findPostgresBinDir, POSTGRES_INSTALL_HINT } from '../pg-cluster.mjs';
import { CHROMIUM_INSTALL_HINT, CHROMIUM_PACKAGES, CHROMIUM_PATHS } from './chromium.mjs';
import { environmentWith, runLive } from './processes.mjs';

const APT_TIMEOUT_MS = 10 * 60_000;

/**
 * Makes sure the browser and PostgreSQL the chosen stages need are installed, installing them
 * from apt when running as root. Resolves to { chromium, postgres }, each { ok, note }.
 */
export async function ensureSystemPackages({ needChromium, needPostgres }) {
  const wanted = [];
  if (needChromium && !chromiumInstalled()) wanted.push(...CHROMIUM_PACKAGES);
  if (needPostgres && !findPostgresBinDir()) wanted.push('postgresql');

  if (wanted.length === 0) {
    console.log('All needed system packages are installed.');
  } else if (process.getuid?.() === 0) {
    await installWithApt(wanted);
  } else {
    console.log(`Missing system packages: ${wanted.join(' ')}. Install them with:`);
    if (wanted.includes(CHROMIUM_PACKAGES[0])) console.log(`  ${CHROMIUM_INSTALL_HINT}`);
    if (wanted.includes('postgresql')) console.log(`  ${POSTGRES_INSTALL_HINT}`);
  }

  return {
    chromium: chromiumInstalled()
      ? { ok: true, note: '' }
      : { ok: false, note: `no ${CHROMIUM_PATHS.join(' or ')}: ${CHROMIUM_INSTALL_HINT}` },
    postgres: findPostgresBinDir()
      ? { ok: true, note: '' }
      : { ok: false, note: `no initdb: ${POSTGRES_INSTALL_HINT}` },
  };
}

function chromiumInstalled() {
  return CHROMIUM_PATHS.every((path) => existsSync(path));
}

async function installWithApt(packages) {
  console.log(`Installing ${packages.join(' ')} from apt...`);
  const env = environmentWith({ DEBIAN_FRONTEND: 'noninteractive' });
  const update = await runLive('apt-get', ['update'], { env, timeoutMs: APT_TIMEOUT_MS });
  if (update.code !== 0) console.log('apt-get update failed; trying to install anyway.');
  const install = await runLive('apt-get', ['install', '-y', '--no-upgrade', ...packages], {
    env,
    timeoutMs: APT_TIMEOUT_MS,
  });
  if (install.code !== 0) console.log(`apt-get install ${packages.join(' ')} failed.`);
}
