import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DataTarget } from './server-process.js';

/**
 * A fresh, empty place for a server's data: a folder (the PGlite database and uploaded files),
 * and with PROCESS_DATABASE_URL (a PostgreSQL server whose user may create databases) a new
 * database on that server for the rest.
 */
export async function freshDataTarget(name: string): Promise<{
  target: DataTarget;
  label: string;
  remove(): Promise<void>;
}> {
  const server = process.env.PROCESS_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), `kitlab-${name}-`));
  const removeFolder = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!server) return { target: { dataDir }, label: 'PGlite', remove: removeFolder };
  const database = `kitlab_${name.replaceAll('-', '_')}_${Date.now()}`;
  await withAdmin(server, (client) => client.query(`create database ${database}`));
  const url = new URL(server);
  url.pathname = `/${database}`;
  return {
    target: { dataDir, databaseUrl: url.toString() },
    label: 'PostgreSQL',
    remove: async () => {
      await withAdmin(server, (client) =>
        client.query(`drop database if exists ${database} (force)`),
      );
      await removeFolder();
    },
  };
}

/** Runs `work` with a connection of its own to the PostgreSQL database at `url`. */
export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
