// A throwaway PostgreSQL cluster for tests: a fresh data directory in the temp dir, a random
// port on 127.0.0.1 only, trust authentication, no fsync. Never use it for real data.
//
//   import { startCluster } from './pg-cluster.mjs';
//   const cluster = await startCluster(); // cluster.url, cluster.stop()
//
//   node scripts/pg-cluster.mjs start|stop|status   (for developers; state in .tmp/)

import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const SUPERUSER = 'postgres';
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 30_000;
const START_ATTEMPTS = 3;
const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const CLI_STATE_FILE = join(REPO_ROOT, '.tmp', 'pg-cluster.json');
const liveClusters = new Set();

export const POSTGRES_INSTALL_HINT = 'sudo apt-get install postgresql';

/** The directory holding initdb, pg_ctl and postgres, or null when PostgreSQL is not installed. */
export function findPostgresBinDir() {
  const initdbOnPath = findOnPath('initdb');
  if (initdbOnPath) {
    // /usr/local/bin/initdb may be a link into /usr/lib/postgresql/<version>/bin.
    const binDir = dirname(realpathSync(initdbOnPath));
    if (existsSync(join(binDir, 'pg_ctl'))) return binDir;
  }
  const versionsRoot = '/usr/lib/postgresql';
  if (!existsSync(versionsRoot)) return null;
  const newestFirst = readdirSync(versionsRoot)
    .filter((version) => existsSync(join(versionsRoot, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newestFirst.length > 0 ? join(versionsRoot, newestFirst[0], 'bin') : null;
}

/** Starts a new cluster and resolves to { url, port, dir, stop() }; stop() also deletes it. */
export async function startCluster() {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      `PostgreSQL is not installed (no initdb found). Install it: ${POSTGRES_INSTALL_HINT}`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'kitlab-pg-'));
  const cluster = { binDir, dir, dataDir: join(dir, 'data'), runAsPostgresUser: isRoot() };
  liveClusters.add(cluster);
  try {
    if (cluster.runAsPostgresUser) handDirectoryToPostgresUser(dir);
    initialiseDataDir(cluster);
    cluster.port = await startServerOnFreePort(cluster);
    await waitUntilReady(cluster);
  } catch (error) {
    stopCluster(cluster);
    throw error;
  }
  return describeCluster(cluster);
}

/** Stops the server (if it runs) and deletes the cluster's directory. Safe to call twice. */
export function stopCluster(cluster) {
  if (existsSync(join(cluster.dataDir, 'postmaster.pid'))) {
    const pid = readPostmasterPid(cluster.dataDir);
    runPostgresTool(cluster, 'pg_ctl', [
      'stop',
      '-D',
      cluster.dataDir,
      '-m',
      'fast',
      '-w',
      '-t',
      '20',
    ]);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(cluster.dir, { recursive: true, force: true });
  liveClusters.delete(cluster);
}

/** Stops every cluster this process started, even one still starting (for Ctrl-C). */
export function stopAllClusters() {
  for (const cluster of liveClusters) stopCluster(cluster);
}

function describeCluster(cluster) {
  let stopped = false;
  return {
    url: `postgres://${SUPERUSER}@${HOST}:${cluster.port}/postgres`,
    port: cluster.port,
    dir: cluster.dir,
    stop() {
      if (stopped) return;
      stopped = true;
      stopCluster(cluster);
    },
  };
}

function initialiseDataDir(cluster) {
  const initdb = runPostgresTool(cluster, 'initdb', [
    '-D',
    cluster.dataDir,
    '-U',
    SUPERUSER,
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  if (initdb.status !== 0) throw new Error(`initdb failed:\n${initdb.output}`);
  // Appending keeps the file's owner, so the postgres user can still read it.
  appendFileSync(
    join(cluster.dataDir, 'postgresql.conf'),
    [
      '',
      '# Throwaway test cluster: local only, speed over durability.',
      `listen_addresses = '${HOST}'`,
      `unix_socket_directories = '${cluster.dir}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
}

async function startServerOnFreePort(cluster) {
  const logFile = join(cluster.dir, 'postgres.log');
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    const start = runPostgresTool(cluster, 'pg_ctl', [
      'start',
      '-D',
      cluster.dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      String(READY_TIMEOUT_MS / 1000),
      '-o',
      `-p ${port}`,
    ]);
    if (start.status === 0) return port;
    // Another process may have taken the port between finding and using it.
    if (attempt >= START_ATTEMPTS) {
      throw new Error(`PostgreSQL did not start:\n${start.output}\n${readTail(logFile)}`);
    }
  }
}

async function waitUntilReady(cluster) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const args = ['-h', HOST, '-p', String(cluster.port), '-U', SUPERUSER, '-d', 'postgres', '-q'];
  while (Date.now() < deadline) {
    if (runPostgresTool(cluster, 'pg_isready', args).status === 0) return;
    await sleep(200);
  }
  throw new Error(
    `PostgreSQL did not answer on ${HOST}:${cluster.port} within ${READY_TIMEOUT_MS / 1000}s`,
  );
}

/** initdb refuses to run as root, so as root every tool runs as the postgres user. */
function runPostgresTool(cluster, tool, args) {
  const binary = existsSync(join(cluster.binDir, tool)) ? join(cluster.binDir, tool) : tool;
  const [command, commandArgs] = cluster.runAsPostgresUser
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(command, commandArgs, {
    cwd: cluster.dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  return { status: result.status, output };
}

function handDirectoryToPostgresUser(dir) {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
  if (!uid) throw new Error('Running as root, but there is no postgres user to run PostgreSQL as');
  chownSync(dir, uid, gid);
}

function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

function readPostmasterPid(dataDir) {
  try {
    return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isRoot() {
  return process.getuid?.() === 0;
}

function readTail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}

// --- command line -------------------------------------------------------------------------

async function startFromCommandLine() {
  const running = readCliState();
  if (running) {
    console.log(`A test cluster is already running.\nTEST_DATABASE_URL=${running.url}`);
    return;
  }
  const binDir = findPostgresBinDir();
  const cluster = await startCluster();
  mkdirSync(dirname(CLI_STATE_FILE), { recursive: true });
  const state = { url: cluster.url, port: cluster.port, dir: cluster.dir, binDir };
  writeFileSync(CLI_STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
  console.log(`Test cluster started in ${cluster.dir}`);
  console.log(`Run the API tests against it:\n  export TEST_DATABASE_URL=${cluster.url}`);
  console.log('Stop and delete it: node scripts/pg-cluster.mjs stop');
}

function stopFromCommandLine() {
  const state = readCliState();
  if (!state) {
    console.log('No test cluster is running.');
    return;
  }
  stopCluster({ ...state, dataDir: join(state.dir, 'data'), runAsPostgresUser: isRoot() });
  rmSync(CLI_STATE_FILE, { force: true });
  console.log(`Test cluster on port ${state.port} stopped and deleted.`);
}

function readCliState() {
  if (!existsSync(CLI_STATE_FILE)) return null;
  const state = JSON.parse(readFileSync(CLI_STATE_FILE, 'utf8'));
  if (existsSync(join(state.dir, 'data', 'postmaster.pid'))) return state;
  // The cluster has gone (a reboot, a cleaned temp dir): forget it.
  rmSync(state.dir, { recursive: true, force: true });
  rmSync(CLI_STATE_FILE, { force: true });
  return null;
}

function isRunAsScript() {
  return (
    Boolean(process.argv[1]) && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
  );
}

if (isRunAsScript()) {
  const command = process.argv[2];
  try {
    if (command === 'start') await startFromCommandLine();
    else if (command === 'stop') stopFromCommandLine();
    else if (command === 'status') {
      const state = readCliState();
      console.log(state ? `TEST_DATABASE_URL=${state.url}` : 'No test cluster is running.');
    } else {
      console.error('Usage: node scripts/pg-cluster.mjs start|stop|status');
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
