import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { BackupPart } from './archive.js';

const run = promisify(execFile);
const MAX_DUMP_BYTES = 4 * 1024 ** 3;

/** pg_dump and pg_restore from PATH, else from the newest Debian PostgreSQL install. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const installed = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin/${name}`)
        .find((path) => existsSync(path))
    : undefined;
  return installed ?? name;
}

export async function dumpPostgres(url: string): Promise<Uint8Array> {
  const { stdout } = await run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', url], {
    encoding: 'buffer',
    maxBuffer: MAX_DUMP_BYTES,
  });
  return stdout;
}

export async function restorePostgres(url: string, dump: Uint8Array, folder: string) {
  const file = join(folder, 'postgres.dump');
  await writeFile(file, dump, { mode: 0o600 });
  await run(postgresTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '-d', url, file]);
}

/** Every uploaded file under the uploads folder, as parts named `uploads/<path>`. */
export async function uploadParts(uploadsDir: string): Promise<BackupPart[]> {
  if (!existsSync(uploadsDir)) return [];
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  const parts: BackupPart[] = [];
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    parts.push({ name: `uploads/${relative(uploadsDir, path)}`, bytes: await readFile(path) });
  }
  return parts;
}

export async function writeUploadParts(uploadsDir: string, parts: BackupPart[]) {
  for (const part of parts.filter((p) => p.name.startsWith('uploads/'))) {
    const path = join(uploadsDir, part.name.slice('uploads/'.length));
    if (relative(uploadsDir, path).startsWith('..')) continue; // Never outside the folder.
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, part.bytes);
  }
}
