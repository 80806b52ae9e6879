import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, so each test file or benchmark
 * run starts from the same state whatever ran before; `drop` removes it.
 */
export async function freshDatabase(serverUrl: string, prefix = 'kitlab_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
