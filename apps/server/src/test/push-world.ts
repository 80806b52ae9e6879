import { accounts, type core, createCaller, injectTransport, push } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import {
  notifications,
  organisations,
  pushDeliveries,
  pushDevices,
  type users,
} from '../db/schema/index.js';
import { createPushQueue, createPushSender, createWebPush } from '../modules/push/index.js';
import { createFactories, TEST_PASSWORD } from './factories.js';

type UserRow = typeof users.$inferSelect;

import {
  pushEndpointCertificate,
  startTestPushEndpoint,
  type TestSubscription,
} from './push-endpoint.js';
import { TestClock } from './test-clock.js';
import { openTestDatabase } from './test-database.js';

/** A Monday morning in March, in UTC: tests never depend on today's date. */
export const PUSH_WORLD_START = new Date('2026-03-02T08:00:00Z');

export const DEVICE_INFO: core.DeviceInfo = {
  deviceType: 'Desktop',
  browserName: 'Firefox',
  browserVersion: '140.0',
  osName: 'Linux',
  osVersion: '6',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  isAndroid: false,
  isIOS: false,
  platform: 'Linux x86_64',
  windowWidth: 1280,
  windowHeight: 800,
  screenWidth: 1920,
  screenHeight: 1080,
  language: 'en',
  online: true,
  timeZone: 'Europe/London',
  networkType: '4g',
  touchPoints: 0,
};

/** The middle of the retry pauses' spread: each pause is exactly its backoff. */
export const NO_JITTER = () => 0.5;

/**
 * The app on a fresh database with a real push service beside it (the test push endpoint, on
 * 127.0.0.1, let through by PUSH_ALLOWED_HOSTS unless `allowedHosts` says otherwise), a school
 * with Push Notifications on and its people, and the push queue the background would run.
 */
export async function createPushWorld(
  options: { database?: DatabaseHandle; timeZone?: string; allowedHosts?: string } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const endpoint = await startTestPushEndpoint();
  const ca = pushEndpointCertificate();
  const clock = new TestClock(PUSH_WORLD_START);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUSH_ALLOWED_HOSTS: options.allowedHosts ?? '127.0.0.1',
  });
  const app = await buildApp({ config, database, clock, logger: false, pushCa: ca });
  await app.ready();
  const db = database.db;
  const make = createFactories(db);
  const district = await make.district();
  const school = await make.school(district);
  await db
    .update(organisations)
    .set({ timeZone: options.timeZone ?? 'Europe/London' })
    .where(eq(organisations.id, school.id));
  await make.featureOn(school.id, 'Push Notifications');
  const [student, teacher] = await Promise.all([
    make.user({ type: 'S', organisation: school }),
    make.user({ type: 'T', organisation: school }),
  ]);
  const { vapid, guard } = createWebPush({ db, config });
  /** A sender as the app's: trusting the test push service's certificate. */
  const sender = () => createPushSender({ vapid: () => vapid.get(), guard, ca });
  const queue = createPushQueue({ db, clock, send: sender(), random: NO_JITTER });
  const anonymous = createCaller(injectTransport(app));

  const tokens = new Map<string, Promise<string>>();
  /** The user's sign-in token, made again once the clock moved on an hour, so it never expires. */
  function tokenOf(user: { email: string }): Promise<string> {
    const key = `${user.email} ${Math.floor(clock.now().getTime() / 3_600_000)}`;
    let token = tokens.get(key);
    if (!token) {
      token = anonymous
        .call(accounts.login, { body: { email: user.email, password: TEST_PASSWORD } })
        .then((signedIn) => signedIn.token);
      tokens.set(key, token);
    }
    return token;
  }

  /** A caller signed in as the user. */
  const as = async (user: { email: string }) => anonymous.withToken(await tokenOf(user));

  /** Subscribes a new browser of the user at the test push service and registers it. */
  async function subscribeDevice(user: { email: string }) {
    const subscription = endpoint.subscribe();
    const device = await (await as(user)).call(push.registerDevice, {
      body: { ...subscription, device_info: DEVICE_INFO },
    });
    return { subscription, device };
  }

  let made = 0;
  /** A notification for the user whose push is due at `dueAt` (now unless given). */
  async function notify(user: UserRow, dueAt: Date = clock.now()) {
    made += 1;
    const [row] = await db
      .insert(notifications)
      .values({
        userId: user.id,
        organisationId: user.organisationId,
        kind: 'discussion_message',
        sourceKey: `test:${made}`,
        title: `Message ${made}`,
        body: `Body of message ${made}`,
        link: `/discussions/${made}`,
        createdAt: clock.now(),
        pushDueAt: dueAt,
      })
      .returning();
    if (!row) throw new Error('notification insert failed');
    return row;
  }

  const deliveriesOf = (notificationId: number) =>
    db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, notificationId));

  const deviceRow = async (token: string) =>
    (await db.select().from(pushDevices).where(eq(pushDevices.token, token)))[0];

  async function close() {
    await app.close();
    await endpoint.close();
    if (!options.database) await database.close();
  }

  return {
    app,
    database,
    db,
    clock,
    make,
    school,
    student,
    teacher,
    endpoint,
    vapid,
    sender,
    queue,
    anonymous,
    tokenOf,
    as,
    subscribeDevice,
    notify,
    deliveriesOf,
    deviceRow,
    close,
  };
}

export type PushWorld = Awaited<ReturnType<typeof createPushWorld>>;
export type { TestSubscription };
