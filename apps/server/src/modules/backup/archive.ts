import { open, rename } from 'node:fs/promises';

/**
 * A backup file: one line naming the format, one line of JSON describing the backup, then each
 * part as a line of JSON (its name and size) followed by its bytes. Simple enough to read back
 * without a library, and the parts (a database dump, uploaded files) are compressed already.
 */
const MAGIC = 'kitlab-backup 1';

export interface BackupManifest {
  created_at: string;
  /** How the database part was made: `pglite` (the data folder's tar) or `postgres` (pg_dump). */
  database: 'pglite' | 'postgres';
  app_version: string;
}

export interface BackupPart {
  name: string;
  bytes: Uint8Array;
}

export function encodeBackup(manifest: BackupManifest, parts: BackupPart[]): Buffer {
  const chunks: Buffer[] = [Buffer.from(`${MAGIC}\n${JSON.stringify(manifest)}\n`)];
  for (const part of parts) {
    chunks.push(Buffer.from(`${JSON.stringify({ name: part.name, size: part.bytes.length })}\n`));
    chunks.push(Buffer.from(part.bytes));
  }
  return Buffer.concat(chunks);
}

export class BadBackupError extends Error {}

export function decodeBackup(file: Buffer): { manifest: BackupManifest; parts: BackupPart[] } {
  let offset = 0;
  const line = () => {
    const end = file.indexOf(10, offset);
    if (end < 0) throw new BadBackupError('The backup file is cut short.');
    const text = file.subarray(offset, end).toString('utf8');
    offset = end + 1;
    return text;
  };
  if (line() !== MAGIC) throw new BadBackupError('This is not a Kitlab backup file.');
  const manifest = JSON.parse(line()) as BackupManifest;
  const parts: BackupPart[] = [];
  while (offset < file.length) {
    const { name, size } = JSON.parse(line()) as { name: string; size: number };
    if (offset + size > file.length) throw new BadBackupError('The backup file is cut short.');
    parts.push({ name, bytes: file.subarray(offset, offset + size) });
    offset += size;
  }
  return { manifest, parts };
}

/** Writes the file whole or not at all: a half-written backup never takes the name. */
export async function writeBackupFile(path: string, contents: Buffer): Promise<void> {
  const partial = `${path}.partial`;
  const handle = await open(partial, 'w', 0o600);
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, path);
}
