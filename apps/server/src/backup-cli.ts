// npm run backup -- <file>             one file with the database and the uploaded files
// npm run restore -- <file> [--force]  into DATA_DIR (or DATABASE_URL); --force replaces data
// See README.md, "Backups".

import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { systemClock } from './lib/clock.js';
import { describeError } from './lib/logging/loggable-error.js';
import { uploadsRoot } from './lib/storage/local-disk-store.js';
import {
  BACKUP_PATH,
  BadBackupError,
  CONTROL_HEADER,
  decodeBackup,
  dumpPostgres,
  emptyFolder,
  encodeBackup,
  holdsDatabase,
  pgliteBackup,
  restorePostgres,
  runningServer,
  unpackDataDir,
  uploadParts,
  writeBackupFile,
  writeUploadParts,
} from './modules/backup/index.js';
import { APP_VERSION } from './version.js';

class Refusal extends Error {}

async function backup(config: Config, file: string): Promise<string> {
  if (config.DATABASE_URL) {
    const parts = [
      { name: 'postgres.dump', bytes: await dumpPostgres(config.DATABASE_URL) },
      ...(await uploadParts(uploadsRoot(config.DATA_DIR))),
    ];
    const manifest = {
      created_at: systemClock.now().toISOString(),
      database: 'postgres' as const,
      app_version: APP_VERSION,
    };
    await writeBackupFile(file, encodeBackup(manifest, parts));
    return `the PostgreSQL database and ${parts.length - 1} uploaded files`;
  }
  if (!holdsDatabase(config.DATA_DIR)) throw new Refusal(`${config.DATA_DIR} holds no database.`);
  const server = await runningServer(config.DATA_DIR);
  if (server) {
    const answer = await fetch(`http://127.0.0.1:${server.port}${BACKUP_PATH}`, {
      method: 'POST',
      headers: { [CONTROL_HEADER]: server.secret },
    });
    if (!answer.ok) throw new Error(`the running server refused the backup (${answer.status})`);
    await writeBackupFile(file, Buffer.from(await answer.arrayBuffer()));
    return `${config.DATA_DIR}, taken by the running server`;
  }
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    await writeBackupFile(file, await pgliteBackup(database, systemClock));
  } finally {
    await database.close();
  }
  return config.DATA_DIR;
}

async function restore(config: Config, file: string, force: boolean): Promise<string> {
  const { manifest, parts } = decodeBackup(readFileSync(file));
  const part = (name: string) => parts.find((p) => p.name === name)?.bytes;
  if (manifest.database === 'pglite') {
    if (config.DATABASE_URL)
      throw new Refusal(
        'This backup is of an embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    const tar = part('pglite-data.tar.gz');
    if (!tar) throw new BadBackupError('The backup has no database in it.');
    mkdirSync(config.DATA_DIR, { recursive: true });
    if (await runningServer(config.DATA_DIR))
      throw new Refusal(`Stop the server using ${config.DATA_DIR} first.`);
    if (holdsDatabase(config.DATA_DIR)) {
      if (!force)
        throw new Refusal(
          `${config.DATA_DIR} already holds a database; add --force to replace it.`,
        );
      await emptyFolder(config.DATA_DIR);
    }
    await unpackDataDir(config.DATA_DIR, tar);
    return config.DATA_DIR;
  }
  if (!config.DATABASE_URL)
    throw new Refusal('This backup is of a PostgreSQL database: set DATABASE_URL to restore it.');
  const dump = part('postgres.dump');
  if (!dump) throw new BadBackupError('The backup has no database in it.');
  if (!force && (await hasTables(config.DATABASE_URL))) {
    throw new Refusal(
      'The database at DATABASE_URL already has tables; add --force to replace them.',
    );
  }
  const scratch = mkdtempSync(join(tmpdir(), 'kitlab-restore-'));
  try {
    await restorePostgres(config.DATABASE_URL, dump, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  await writeUploadParts(uploadsRoot(config.DATA_DIR), parts);
  return 'the database at DATABASE_URL';
}

async function hasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    return (rows[0]?.tables ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function main(args: string[]): Promise<void> {
  const [command, fileArgument, ...options] = args;
  if ((command !== 'backup' && command !== 'restore') || !fileArgument) {
    throw new Refusal('Usage: npm run backup -- <file>   or   npm run restore -- <file> [--force]');
  }
  const config = loadConfig();
  const file = resolve(fileArgument);
  const startedAt = performance.now();
  const what =
    command === 'backup'
      ? await backup(config, file)
      : await restore(config, file, options.includes('--force'));
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    command === 'backup'
      ? `Backed up ${what} to ${file} in ${seconds} s.`
      : `Restored ${file} into ${what} in ${seconds} s.`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof Refusal || error instanceof BadBackupError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : describeError(error));
  process.exit(known ? 2 : 1);
});
