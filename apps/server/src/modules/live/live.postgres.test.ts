import { randomBytes } from 'node:crypto';
import { accounts, live } from '@kitlab/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { livePublisher } from '../../lib/live-publisher.js';
import { callerOn } from '../../test/api-caller.js';
import { createFactories, TEST_PASSWORD } from '../../test/factories.js';
import { openSse } from '../../test/sse-client.js';
import { TestClock } from '../../test/test-clock.js';

const serverUrl = process.env.TEST_DATABASE_URL;

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  base: string;
}

/** One API process: its own pool and its own listening connection, on the shared database. */
async function startInstance(url: string): Promise<Instance> {
  const database = await openDatabase({ url });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database,
    clock: new TestClock(),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, database, base: `http://127.0.0.1:${port}` };
}

describe.skipIf(!serverUrl)('live events across API processes on PostgreSQL', () => {
  const name = `kitlab_live_${randomBytes(6).toString('hex')}`;
  let url: string;
  let first: Instance;
  let second: Instance;
  let user: { id: number; token: string };

  beforeAll(async () => {
    await admin(serverUrl as string, (client) => client.query(`CREATE DATABASE ${name}`));
    const target = new URL(serverUrl as string);
    target.pathname = `/${name}`;
    url = target.toString();
    const migrating = await openDatabase({ url });
    await migrating.migrate();
    await migrating.close();
    first = await startInstance(url);
    second = await startInstance(url);
    const make = createFactories(first.database.db);
    const row = await make.user({
      type: 'T',
      organisation: await make.school(await make.district()),
    });
    const { token } = await callerOn(first.app).call(accounts.login, {
      body: { email: row.email, password: TEST_PASSWORD },
    });
    user = { id: row.id, token };
  });
  afterAll(async () => {
    for (const instance of [first, second]) {
      await instance?.app.close();
      await instance?.database.close();
    }
    await admin(serverUrl as string, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  });

  const streamOn = async (instance: Instance) => {
    // A ticket made by one process opens the stream on another: the key is in the database.
    const { ticket } = await callerOn(first.app, user.token).call(live.createTicket);
    return openSse(`${instance.base}${live.LIVE_STREAM_PATH}?ticket=${ticket}`);
  };
  const publishThrough = (instance: Instance, n: number) =>
    inTransaction(instance.database.db, (tx) =>
      livePublisher.publish(tx, [
        {
          userId: user.id,
          type: 'notification.created',
          data: { id: n, kind: 'x' },
        },
      ]),
    );

  it('delivers an event published through one process to a stream open on another', async () => {
    const stream = await streamOn(second);
    expect(stream.status).toBe(200);
    await publishThrough(first, 1);
    const arrived = await stream.next(1_000);
    expect(arrived.event).toBe('notification.created');
    expect(JSON.parse(arrived.data)).toMatchObject({ id: 1 });
    stream.close();
  });

  it('listens again after its connection is terminated, and asks open screens to refetch', async () => {
    const stream = await streamOn(second);
    const terminated = await admin(url, (client) =>
      client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      ),
    );
    expect(terminated.rowCount).toBeGreaterThanOrEqual(1);
    expect((await stream.next(3_000)).event).toBe(live.LIVE_RESYNC_EVENT);
    await publishThrough(first, 2);
    expect(JSON.parse((await stream.next(1_000)).data)).toMatchObject({ id: 2 });
    stream.close();
  });
});
