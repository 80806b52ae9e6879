import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, empty or a copy of the database named
 * `template`, so each test file or benchmark run starts from the same state whatever ran before;
 * `drop` removes it.
 */
export async function freshDatabase(
  serverUrl: string,
  prefix = 'kitlab_test',
  template?: string,
): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropDatabase(serverUrl, name),
  };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Drops every database on the server whose name starts with `prefix`, connected or not. */
export async function dropDatabasesNamed(serverUrl: string, prefix: string): Promise<void> {
  const named = await adminQuery(
    serverUrl,
    'select datname from pg_database where starts_with(datname, $1) order by datname',
    [prefix],
  );
  for (const { datname } of named) await dropDatabase(serverUrl, String(datname));
}
