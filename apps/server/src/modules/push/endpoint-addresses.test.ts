import { push } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDevices } from '../../db/schema/index.js';
import { createPushWorld, DEVICE_INFO, type PushWorld } from '../../test/push-world.js';

// No host is let through: the test push service on 127.0.0.1 stands for a machine of the
// server's own network that a user names as a push endpoint.
const w = {} as PushWorld;
beforeAll(async () => {
  Object.assign(w, await createPushWorld({ allowedHosts: '' }));
});
afterAll(() => w.close());

const NOT_PUBLIC =
  'Send the address of a push service on the internet: this one is a private or local address.';

const NOT_SENT = "The push service's address is not a public one, so nothing was sent to it.";

describe('push endpoints on addresses that are not public', () => {
  it.each([
    'https://127.0.0.1:8443/push/1',
    'https://10.1.2.3/push/1',
    'https://192.168.0.10/push/1',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/push/1',
    'https://0.0.0.0/push/1',
    'https://2130706433/push/1',
    'https://localhost:8443/push/1',
  ])('are refused when registered: %s', async (endpoint) => {
    const me = await w.as(w.student);
    const answer = await me.sendUnchecked(push.registerDevice, {
      body: { endpoint, keys: w.endpoint.subscribe().keys, device_info: DEVICE_INFO },
    });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      detail: 'Some of the values sent are not valid.',
      errors: { endpoint: [NOT_PUBLIC] },
    });
  });

  // The contract takes no IPv6 literal as an endpoint: none reaches the address check, whose
  // IPv6 rules endpoint-guard.test.ts and push-address.test.ts hold.
  it.each(['https://[::1]/push/1', 'https://[fd00::1]/push/1'])(
    'are refused as IPv6 literals by the contract, before any address is checked: %s',
    async (endpoint) => {
      const answer = await (await w.as(w.student)).sendUnchecked(push.registerDevice, {
        body: { endpoint, keys: w.endpoint.subscribe().keys, device_info: DEVICE_INFO },
      });
      expect(answer.status).toBe(400);
      expect(answer.error?.errors).toEqual({
        endpoint: ['Send the https address of the push service.'],
      });
    },
  );

  it('are refused when a device moves to one', async () => {
    const [row] = await w.db
      .insert(pushDevices)
      .values({
        userId: w.student.id,
        organisationId: w.school.id,
        endpoint: 'https://push.example/refresh-me',
        p256dh: 'p',
        auth: 'a',
      })
      .returning();
    const answer = await (await w.as(w.student)).sendUnchecked(push.updateDevice, {
      params: { id: row?.token ?? '' },
      body: { endpoint: 'https://192.168.1.1/push/2', keys: w.endpoint.subscribe().keys },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.errors).toEqual({ endpoint: [NOT_PUBLIC] });
  });

  it('take a name that does not resolve now: it is checked at every send', async () => {
    const answer = await (await w.as(w.student)).send(push.registerDevice, {
      body: {
        endpoint: 'https://push.kitlab.invalid/push/1',
        keys: w.endpoint.subscribe().keys,
        device_info: DEVICE_INFO,
      },
    });
    expect(answer.status).toBe(201);
  });

  it('are never sent to, even when the address got into the table', async () => {
    const subscription = w.endpoint.subscribe();
    const [row] = await w.db
      .insert(pushDevices)
      .values({
        userId: w.teacher.id,
        organisationId: w.school.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      })
      .returning();
    // The same service by a name that resolves to it.
    const byName = w.endpoint.subscribe();
    await w.db.insert(pushDevices).values({
      userId: w.teacher.id,
      organisationId: w.school.id,
      endpoint: byName.endpoint.replace('https://127.0.0.1:', 'https://localhost:'),
      p256dh: byName.keys.p256dh,
      auth: byName.keys.auth,
    });
    const notification = await w.notify(w.teacher);
    expect(await w.queue.drain()).toMatchObject({ planned: 2, sent: 0, retried: 0, failed: 2 });
    expect(w.endpoint.received).toEqual([]);
    expect(w.endpoint.refused).toEqual([]);
    const deliveries = await w.deliveriesOf(notification.id);
    expect(deliveries.map((d) => [d.status, d.lastError])).toEqual([
      ['failed', NOT_SENT],
      ['failed', NOT_SENT],
    ]);
    const listed = await (await w.as(w.teacher)).call(push.listDevices);
    expect(listed.results.find((d) => d.id === row?.token)?.last_failure).toBe(NOT_SENT);
  });
});
