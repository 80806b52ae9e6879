import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { APP_VERSION } from '../../version.js';
import { encodeBackup } from './archive.js';

/**
 * A PGlite database belongs to the one process that opened it, so a backup of a running server
 * is made by that server: `npm run backup` finds it through this file in DATA_DIR (its port and
 * a secret made at start, readable by the data's owner only) and asks it over the loopback.
 */
export const CONTROL_FILE = '.kitlab-control.json';
export const CONTROL_HEADER = 'x-kitlab-control';
export const BACKUP_PATH = '/api/internal/backup';

export interface ControlFile {
  pid: number;
  port: number;
  secret: string;
}

/** The whole data folder as one backup: the tar holds the database, uploads and kit media. */
export async function pgliteBackup(database: DatabaseHandle, clock: Clock): Promise<Buffer> {
  if (!database.dumpDataDir) throw new Error('only an embedded database is dumped this way');
  const tar = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
  return encodeBackup(
    { created_at: clock.now().toISOString(), database: 'pglite', app_version: APP_VERSION },
    [{ name: 'pglite-data.tar.gz', bytes: tar }],
  );
}

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export function registerBackupControl(
  app: FastifyInstance,
  database: DatabaseHandle,
  clock: Clock,
) {
  const secret = randomBytes(32).toString('hex');
  app.post(BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const sent = Buffer.from(String(request.headers[CONTROL_HEADER] ?? ''));
    const known = Buffer.from(secret);
    const allowed =
      isLoopback(request.socket.remoteAddress) &&
      sent.length === known.length &&
      timingSafeEqual(sent, known);
    if (!allowed) return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
    return reply.type('application/octet-stream').send(await pgliteBackup(database, clock));
  });
  return {
    async publish(dataDir: string, port: number) {
      const control: ControlFile = { pid: process.pid, port, secret };
      await writeFile(join(dataDir, CONTROL_FILE), JSON.stringify(control), { mode: 0o600 });
    },
    async withdraw(dataDir: string) {
      await rm(join(dataDir, CONTROL_FILE), { force: true });
    },
  };
}
