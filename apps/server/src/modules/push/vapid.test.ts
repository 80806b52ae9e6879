import { push } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { serverKeys } from '../../db/schema/index.js';
import { callerOn } from '../../test/api-caller.js';
import { createPushWorld, type PushWorld } from '../../test/push-world.js';

const w = {} as PushWorld;
beforeAll(async () => {
  Object.assign(w, await createPushWorld());
});
afterAll(() => w.close());

describe('the VAPID key', () => {
  it('is made when the app starts and kept in the database', async () => {
    const rows = await w.db.select().from(serverKeys).where(eq(serverKeys.purpose, 'vapid'));
    expect(rows).toHaveLength(1);
    const { public_key } = await (await w.as(w.student)).call(push.getVapidPublicKey);
    expect(public_key).toBe(rows[0]?.publicKey);
    // An uncompressed P-256 point, as applicationServerKey takes it.
    const point = Buffer.from(public_key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it('is the same for a second app on the same database', async () => {
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: w.database,
      clock: w.clock,
      logger: false,
    });
    await second.ready();
    try {
      const first = await (await w.as(w.student)).call(push.getVapidPublicKey);
      const answer = await callerOn(second, await w.tokenOf(w.teacher)).call(
        push.getVapidPublicKey,
      );
      expect(answer).toEqual(first);
      expect(
        await w.db.select().from(serverKeys).where(eq(serverKeys.purpose, 'vapid')),
      ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('answers signed-in users only', async () => {
    expect((await w.anonymous.send(push.getVapidPublicKey)).status).toBe(401);
  });
});
