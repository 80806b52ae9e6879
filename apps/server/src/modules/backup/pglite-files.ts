import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CONTROL_FILE, type ControlFile } from './control.js';

/** Whether a folder already holds an embedded database. */
export const holdsDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** The running server of a data folder, if one is answering on the port it published. */
export async function runningServer(dataDir: string): Promise<ControlFile | null> {
  const file = join(dataDir, CONTROL_FILE);
  if (!existsSync(file)) return null;
  const control = JSON.parse(await readFile(file, 'utf8')) as ControlFile;
  try {
    await fetch(`http://127.0.0.1:${control.port}/api/health`);
    return control;
  } catch {
    return null; // Left behind by a server that was killed.
  }
}

/** Unpacks a data folder's tar into an empty folder, as PGlite itself restores it. */
export async function unpackDataDir(dataDir: string, tar: Uint8Array): Promise<void> {
  const database = new PGlite(dataDir, { loadDataDir: new Blob([tar]) });
  await database.waitReady;
  await database.close();
  await rm(join(dataDir, CONTROL_FILE), { force: true });
}

/** Empties a folder, for a restore told to replace what is there. */
export async function emptyFolder(dataDir: string): Promise<void> {
  for (const entry of await readdir(dataDir)) {
    await rm(join(dataDir, entry), { recursive: true, force: true });
  }
}
