import { push } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, organisationFeatures } from '../../db/schema/index.js';
import { createPushWorld, type PushWorld } from '../../test/push-world.js';

const w = {} as PushWorld;
beforeAll(async () => {
  Object.assign(w, await createPushWorld());
});
afterAll(() => w.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A user of the school with one subscribed browser. */
async function subscribedUser(type: 'S' | 'T' = 'S') {
  const user = await w.make.user({ type, organisation: w.school });
  const { subscription, device } = await w.subscribeDevice(user);
  return { user, subscription, device };
}

/** A minute on, a notification's group grows under a new title and is due to be pushed again. */
async function growGroup(id: number, title: string) {
  w.clock.advance(MINUTE);
  await w.db
    .update(notifications)
    .set({ title, pushDueAt: w.clock.now(), pushTakenAt: null })
    .where(eq(notifications.id, id));
}

const pushesTo = (endpoint: string) => w.endpoint.received.filter((p) => p.endpoint === endpoint);

describe('delivery through the Web Push protocol', () => {
  it('encrypts the notification for the browser and signs with the VAPID key', async () => {
    const { user, subscription, device } = await subscribedUser();
    const notification = await w.notify(user);
    const round = await w.queue.drain();
    expect(round).toMatchObject({ taken: 1, planned: 1, sent: 1 });

    const [received] = pushesTo(subscription.endpoint);
    // A discussion's notification shows the start of the message in the app, never in a push.
    expect(received?.payload).toEqual({
      title: notification.title,
      body: 'Open the discussion to read it.',
      link: notification.link,
      notification_id: notification.id,
    });
    expect(JSON.stringify(received?.payload)).not.toContain(notification.body);
    const publicKey = (await (await w.as(user)).call(push.getVapidPublicKey)).public_key;
    expect(received?.vapid).toMatchObject({
      aud: w.endpoint.origin,
      publicKey,
      sub: 'mailto:no-reply@kitlab.test',
    });
    expect(received?.ttl).toBeGreaterThan(0);
    expect(w.endpoint.refused).toEqual([]);

    const [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery).toMatchObject({ status: 'sent', tries: 1, sentAt: w.clock.now() });
    expect((await w.deviceRow(device.id))?.lastPushedAt).toEqual(w.clock.now());
  });

  it('pushes the words of other kinds as they are', async () => {
    const { user, subscription } = await subscribedUser();
    const notification = await w.notify(user);
    await w.db
      .update(notifications)
      .set({ kind: 'work_marked' })
      .where(eq(notifications.id, notification.id));
    await w.queue.drain();
    expect(pushesTo(subscription.endpoint)[0]?.payload).toMatchObject({ body: notification.body });
  });

  it('pushes a grown group again to the same device, in place of its earlier push', async () => {
    const { user, subscription } = await subscribedUser();
    const notification = await w.notify(user);
    await w.queue.drain();
    await growGroup(notification.id, '2 new messages in Forces');
    expect(await w.queue.drain()).toMatchObject({ taken: 1, planned: 1, sent: 1 });
    expect(pushesTo(subscription.endpoint).map((p) => p.payload)).toEqual([
      expect.objectContaining({ title: notification.title, notification_id: notification.id }),
      expect.objectContaining({
        title: '2 new messages in Forces',
        notification_id: notification.id,
      }),
    ]);
    const deliveries = await w.deliveriesOf(notification.id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ status: 'sent', tries: 1, sentAt: w.clock.now() });
  });

  it('pushes to every active device of the user and to no inactive one', async () => {
    const { user, subscription } = await subscribedUser();
    const second = await w.subscribeDevice(user);
    const third = await w.subscribeDevice(user);
    await (await w.as(user)).call(push.deactivateDevice, { params: { id: third.device.id } });
    await w.notify(user);
    await w.queue.drain();
    expect(pushesTo(subscription.endpoint)).toHaveLength(1);
    expect(pushesTo(second.subscription.endpoint)).toHaveLength(1);
    expect(pushesTo(third.subscription.endpoint)).toHaveLength(0);
  });

  it('makes the device inactive when the push service answers 410 Gone', async () => {
    const { user, subscription, device } = await subscribedUser();
    w.endpoint.answerWith(410, subscription.endpoint);
    const notification = await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ sent: 0, gone: 1 });
    const [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery?.status).toBe('gone');
    expect(await w.deviceRow(device.id)).toMatchObject({
      status: 'inactive',
      deactivatedAt: w.clock.now(),
    });
    const status = await (await w.as(user)).call(push.getDeviceStatus, { body: { id: device.id } });
    expect(status.device_status).toBe('inactive');

    await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ taken: 1, planned: 0 });
  });

  it('tries again after a 500, later and later, and sends once the service is back', async () => {
    const { user, subscription } = await subscribedUser();
    w.endpoint.answerWith(500, subscription.endpoint);
    const notification = await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ sent: 0, retried: 1 });
    let [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      tries: 1,
      lastError: 'The push service failed (500).',
    });
    expect(delivery?.nextTryAt).toEqual(new Date(w.clock.now().getTime() + 30_000));

    w.clock.advance(29_000);
    expect(await w.queue.drain()).toMatchObject({ sent: 0, retried: 0 });
    w.clock.advance(1_000);
    expect(await w.queue.drain()).toMatchObject({ retried: 1 });
    [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery?.nextTryAt).toEqual(new Date(w.clock.now().getTime() + MINUTE));

    w.endpoint.answerWith(201, subscription.endpoint);
    w.clock.advance(MINUTE);
    expect(await w.queue.drain()).toMatchObject({ sent: 1 });
    [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery).toMatchObject({ status: 'sent', tries: 3, lastError: null });
    expect(pushesTo(subscription.endpoint).map((p) => p.status)).toEqual([500, 500, 201]);
  });

  it('gives a push up as failed after its last try', async () => {
    const { user, subscription } = await subscribedUser();
    w.endpoint.answerWith(503, subscription.endpoint);
    const notification = await w.notify(user);
    for (let attempt = 0; attempt < 6; attempt++) {
      await w.queue.drain();
      w.clock.advance(10 * MINUTE);
    }
    const [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery).toMatchObject({ status: 'failed', tries: 6 });
    await w.queue.drain();
    expect(pushesTo(subscription.endpoint)).toHaveLength(6);
  });

  it('waits for a push due later (after quiet hours) until it is due', async () => {
    const { user, subscription } = await subscribedUser();
    await w.notify(user, new Date(w.clock.now().getTime() + HOUR));
    expect(await w.queue.drain()).toMatchObject({ taken: 0 });
    w.clock.advance(HOUR);
    expect(await w.queue.drain()).toMatchObject({ taken: 1, sent: 1 });
    expect(pushesTo(subscription.endpoint)).toHaveLength(1);
  });

  it('leaves a notification without a push due out of the queue', async () => {
    const { user } = await subscribedUser();
    const notification = await w.notify(user);
    await w.db
      .update(notifications)
      .set({ pushDueAt: null })
      .where(eq(notifications.id, notification.id));
    expect(await w.queue.drain()).toMatchObject({ taken: 0 });
  });
});

describe('what each answer of the push service leads to', () => {
  const lastFailureOf = async (user: { email: string }, deviceId: string) =>
    (await (await w.as(user)).call(push.listDevices)).results.find((d) => d.id === deviceId)
      ?.last_failure;

  // The words of each reason are planRetry's, tested with it.
  it.each([
    [400, 'as malformed (400)'],
    [401, "(401): it did not accept the server's VAPID signature"],
    [403, "(403): it did not accept the server's VAPID signature"],
    [413, 'as too large (413)'],
  ])('gives a push up at once on %i and tells the device list why', async (status, why) => {
    const reason = `The push service refused this device's messages ${why}.`;
    const { user, subscription, device } = await subscribedUser();
    w.endpoint.answerWith(status, subscription.endpoint);
    const notification = await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ sent: 0, retried: 0, failed: 1 });
    const [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery).toMatchObject({ status: 'failed', tries: 1, lastError: reason });
    expect(await lastFailureOf(user, device.id)).toBe(reason);

    w.clock.advance(HOUR);
    await w.queue.drain();
    expect(pushesTo(subscription.endpoint)).toHaveLength(1);
    expect((await w.deviceRow(device.id))?.status).toBe('active');

    // A later push that gets through clears the device's failure.
    w.endpoint.answerWith(201, subscription.endpoint);
    await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ sent: 1 });
    expect(await lastFailureOf(user, device.id)).toBeNull();
  });

  it("waits as long as a 429's Retry-After asks, in seconds or as a date", async () => {
    const { user, subscription } = await subscribedUser();
    w.endpoint.answerWith(429, subscription.endpoint, { 'Retry-After': '300' });
    const notification = await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ retried: 1 });
    let [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      lastError: 'The push service asked for fewer messages (429).',
      nextTryAt: new Date(w.clock.now().getTime() + 5 * MINUTE),
    });

    w.clock.advance(5 * MINUTE - 1);
    expect(await w.queue.drain()).toMatchObject({ retried: 0 });
    w.clock.advance(1);
    const inTenMinutes = new Date(w.clock.now().getTime() + 10 * MINUTE);
    w.endpoint.answerWith(429, subscription.endpoint, {
      'Retry-After': inTenMinutes.toUTCString(),
    });
    expect(await w.queue.drain()).toMatchObject({ retried: 1 });
    [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery?.nextTryAt).toEqual(inTenMinutes);
    expect(pushesTo(subscription.endpoint)).toHaveLength(2);
  });

  it('follows no redirect, not even to a private address', async () => {
    const { user, subscription, device } = await subscribedUser();
    w.endpoint.answerWith(307, subscription.endpoint, { Location: 'https://10.0.0.1/push' });
    const notification = await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ sent: 0, retried: 0, failed: 1 });
    const [delivery] = await w.deliveriesOf(notification.id);
    expect(delivery?.status).toBe('failed');
    expect(pushesTo(subscription.endpoint)).toHaveLength(1);
    expect(await lastFailureOf(user, device.id)).toBe(
      'The push service answered with a redirect (307), which is not followed.',
    );
  });
});

describe("the school's Push Notifications feature", () => {
  it('pushes nothing while it is off, and nothing stale once it is on again', async () => {
    const { user, subscription } = await subscribedUser();
    const switchPush = (enabled: boolean) =>
      w.db
        .update(organisationFeatures)
        .set({ enabled })
        .where(eq(organisationFeatures.organisationId, w.school.id));
    await switchPush(false);
    const notification = await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ taken: 1, planned: 0 });
    expect(await w.deliveriesOf(notification.id)).toEqual([]);

    await switchPush(true);
    expect(await w.queue.drain()).toMatchObject({ taken: 0 });
    expect(pushesTo(subscription.endpoint)).toEqual([]);
  });

  it("follows the district's setting while the school has none of its own", async () => {
    const { user, subscription } = await subscribedUser();
    const districtId = w.school.parentId as number;
    const settingsOf = (organisationId: number) =>
      eq(organisationFeatures.organisationId, organisationId);
    await w.db.delete(organisationFeatures).where(settingsOf(w.school.id));
    await w.make.featureOn(districtId, 'Push Notifications');
    try {
      await w.notify(user);
      expect(await w.queue.drain()).toMatchObject({ taken: 1, planned: 1 });
      expect(pushesTo(subscription.endpoint)).toHaveLength(1);
    } finally {
      await w.db.delete(organisationFeatures).where(settingsOf(districtId));
      await w.make.featureOn(w.school.id, 'Push Notifications');
    }
  });
});

describe('the daily cap', () => {
  it("pushes three notifications of a student's school day and keeps the fourth in the centre", async () => {
    const { user, subscription } = await subscribedUser();
    const made = [];
    for (let n = 0; n < 4; n++) {
      made.push(await w.notify(user));
      await w.queue.drain();
      w.clock.advance(MINUTE);
    }
    expect(
      pushesTo(subscription.endpoint).map((p) => (p.payload as push.PushPayload).title),
    ).toEqual(made.slice(0, 3).map((n) => n.title));
    expect(await w.deliveriesOf(made[3]?.id ?? 0)).toEqual([]);
    const [kept] = await w.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, made[3]?.id ?? 0));
    expect(kept?.pushTakenAt).not.toBeNull();
  });

  it('counts several notifications taken in one round in order', async () => {
    const { user, subscription } = await subscribedUser();
    for (let n = 0; n < 5; n++) await w.notify(user);
    expect(await w.queue.drain()).toMatchObject({ taken: 5, planned: 3, sent: 3 });
    expect(pushesTo(subscription.endpoint)).toHaveLength(3);
  });

  it('pushes a grown group again at the cap, as it replaces its earlier push, and caps the rest', async () => {
    const { user, subscription } = await subscribedUser();
    const group = await w.notify(user);
    await w.queue.drain();
    const others = [];
    for (let n = 0; n < 2; n++) {
      w.clock.advance(MINUTE);
      others.push(await w.notify(user));
      await w.queue.drain();
    }
    await growGroup(group.id, '2 new messages');
    await w.queue.drain();
    w.clock.advance(MINUTE);
    const capped = await w.notify(user);
    await w.queue.drain();
    const pushed = pushesTo(subscription.endpoint).map((p) => p.payload as push.PushPayload);
    expect(pushed.map((p) => p.notification_id)).toEqual([
      group.id,
      others[0]?.id,
      others[1]?.id,
      group.id,
    ]);
    expect(pushed[3]?.title).toBe('2 new messages');
    expect(await w.deliveriesOf(capped.id)).toEqual([]);
  });

  it('starts again at midnight on the school clock', async () => {
    const { user, subscription } = await subscribedUser();
    for (let n = 0; n < 4; n++) await w.notify(user);
    await w.queue.drain();
    // The school is in London: the next school day starts at the next midnight there.
    const now = w.clock.now();
    const nextMidnight = new Date(now);
    nextMidnight.setUTCHours(24, 0, 0, 0);
    w.clock.advance(nextMidnight.getTime() - now.getTime() - 1);
    await w.notify(user);
    await w.queue.drain();
    expect(pushesTo(subscription.endpoint)).toHaveLength(3);
    w.clock.advance(1);
    await w.notify(user);
    await w.queue.drain();
    expect(pushesTo(subscription.endpoint)).toHaveLength(4);
  });

  it('does not cap a teacher', async () => {
    const { user, subscription } = await subscribedUser('T');
    for (let n = 0; n < 5; n++) await w.notify(user);
    await w.queue.drain();
    expect(pushesTo(subscription.endpoint)).toHaveLength(5);
  });
});
