import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPostgresBinDir, POSTGRES_INSTALL_HINT } from '../pg-cluster.mjs';
import { CHROMIUM_INSTALL_HINT, CHROMIUM_PACKAGE_FILES } from './chromium.mjs';
import { environmentWith, runLive } from './processes.mjs';
import { TLS_FRONT_PACKAGE_FILES } from './tls-front-packages.mjs';

const APT_TIMEOUT_MS = 10 * 60_000;

/**
 * Makes sure the browser, PostgreSQL and the TLS front the chosen stages need are installed,
 * installing them from apt as root (or through password-less sudo). Resolves to
 * { chromium, postgres }, each { ok, note }.
 */
export async function ensureSystemPackages({ needChromium, needPostgres, needTlsFront = false }) {
  const wanted = [
    ...(needChromium ? missingChromiumPackages() : []),
    ...(needPostgres && !findPostgresBinDir() ? ['postgresql'] : []),
    ...(needTlsFront ? missingPackages(TLS_FRONT_PACKAGE_FILES) : []),
  ];

  if (wanted.length === 0) {
    console.log('All needed system packages are installed.');
  } else {
    const aptGet = aptGetAsRoot();
    if (aptGet) await installWithApt(aptGet, wanted);
    else
      console.log(
        `Missing system packages. Install them with:\n  sudo apt-get install ${wanted.join(' ')}`,
      );
  }

  const chromiumMissing = missingChromiumPackages();
  return {
    chromium:
      chromiumMissing.length === 0
        ? { ok: true, note: '' }
        : { ok: false, note: `missing ${chromiumMissing.join(' ')}: ${CHROMIUM_INSTALL_HINT}` },
    postgres: findPostgresBinDir()
      ? { ok: true, note: '' }
      : { ok: false, note: `no initdb: ${POSTGRES_INSTALL_HINT}` },
  };
}

/** The journeys' Debian packages that are not installed, judged by a file each one installs. */
export function missingChromiumPackages(isPresent = existsSync) {
  return missingPackages(CHROMIUM_PACKAGE_FILES, isPresent);
}

/** The packages of `packageFiles` (name: a file it installs) whose file is absent. */
export function missingPackages(packageFiles, isPresent = existsSync) {
  return Object.entries(packageFiles)
    .filter(([, file]) => !isPresent(file))
    .map(([name]) => name);
}

/** The command that runs apt-get as root here: itself as root, through password-less sudo, or null. */
function aptGetAsRoot() {
  if (process.getuid?.() === 0) return ['apt-get'];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 });
  return sudo.status === 0 ? ['sudo', '-n', 'apt-get'] : null;
}

async function installWithApt([command, ...prefix], packages) {
  console.log(`Installing ${packages.join(' ')} from apt...`);
  const env = environmentWith({ DEBIAN_FRONTEND: 'noninteractive' });
  const aptGet = (args) =>
    runLive(command, [...prefix, ...args], { env, timeoutMs: APT_TIMEOUT_MS });
  if ((await aptGet(['update'])).code !== 0)
    console.log('apt-get update failed; trying to install anyway.');
  const install = await aptGet(['install', '-y', '--no-upgrade', ...packages]);
  if (install.code !== 0) console.log(`apt-get install ${packages.join(' ')} failed.`);
}
