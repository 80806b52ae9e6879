import { randomUUID } from 'node:crypto';
import { push } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushWorld, DEVICE_INFO, type PushWorld } from '../../test/push-world.js';

const w = {} as PushWorld;
beforeAll(async () => {
  Object.assign(w, await createPushWorld());
});
afterAll(() => w.close());

const HOUR = 60 * 60_000;

describe('POST /api/v2/pnotify/devices', () => {
  it('registers a browser as an active device of its user', async () => {
    const { device } = await w.subscribeDevice(w.student);
    expect(device).toEqual({
      id: expect.any(String),
      device_status: 'active',
      subscribed_at: w.clock.now().toISOString(),
    });
    const me = await w.as(w.student);
    expect(await me.call(push.getDeviceStatus, { body: { id: device.id } })).toEqual({
      id: device.id,
      device_status: 'active',
    });
  });

  it('updates the device registered with the same endpoint and refreshes subscribed_at', async () => {
    const { subscription, device } = await w.subscribeDevice(w.student);
    const me = await w.as(w.student);
    await me.call(push.deactivateDevice, { params: { id: device.id } });
    w.clock.advance(8 * 24 * HOUR);
    const again = await (await w.as(w.student)).call(push.registerDevice, {
      body: { ...subscription, device_info: { ...DEVICE_INFO, browserVersion: '141.0' } },
    });
    expect(again).toEqual({
      id: device.id,
      device_status: 'active',
      subscribed_at: w.clock.now().toISOString(),
    });
    const listed = (await (await w.as(w.student)).call(push.listDevices)).results.find(
      (d) => d.id === device.id,
    );
    expect(listed?.browser_version).toBe('141.0');
  });

  it('moves a browser to whoever registers it now, as on a shared computer', async () => {
    const { subscription, device } = await w.subscribeDevice(w.student);
    const teacher = await w.as(w.teacher);
    const moved = await teacher.call(push.registerDevice, {
      body: { ...subscription, device_info: DEVICE_INFO },
    });
    expect(moved.id).toBe(device.id);
    const student = await w.as(w.student);
    expect((await student.send(push.getDeviceStatus, { body: { id: device.id } })).status).toBe(
      404,
    );
  });

  it('refuses addresses that are not https push services and keys of the wrong size', async () => {
    const me = await w.as(w.student);
    const { keys } = w.endpoint.subscribe();
    const answer = await me.sendUnchecked(push.registerDevice, {
      body: {
        endpoint: 'http://push.example/abc',
        keys: { p256dh: keys.p256dh.slice(1), auth: `${keys.auth}==` },
        device_info: DEVICE_INFO,
      },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error?.errors ?? {}).sort()).toEqual([
      'endpoint',
      'keys.auth',
      'keys.p256dh',
    ]);
    const long = await me.sendUnchecked(push.registerDevice, {
      body: { endpoint: `https://push.example/${'a'.repeat(2000)}`, keys, device_info: {} },
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.error?.errors ?? {})).toContain('endpoint');
  });

  it("refuses while the school's Push Notifications feature is off", async () => {
    const elsewhere = await w.make.school(await w.make.district());
    const student = await w.make.user({ type: 'S', organisation: elsewhere });
    const answer = await (await w.as(student)).send(push.registerDevice, {
      body: { ...w.endpoint.subscribe(), device_info: DEVICE_INFO },
    });
    expect(answer.status).toBe(403);
  });
});

describe('managing a device', () => {
  it('answers 404 for a device of another user on every call', async () => {
    const { device } = await w.subscribeDevice(w.student);
    const other = await w.as(w.teacher);
    const params = { id: device.id };
    const answers = await Promise.all([
      other.send(push.getDeviceStatus, { body: { id: device.id } }),
      other.send(push.updateDevice, { params, body: { device_info: DEVICE_INFO } }),
      other.send(push.deactivateDevice, { params }),
      other.send(push.deleteDevice, { params }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect((await w.deviceRow(device.id))?.status).toBe('active');
  });

  it('answers 404 for an id that names no device', async () => {
    const me = await w.as(w.student);
    const missing = await me.send(push.deactivateDevice, { params: { id: randomUUID() } });
    expect(missing.status).toBe(404);
    const malformed = await me.sendUnchecked(push.deleteDevice, { params: { id: 'not-a-uuid' } });
    expect(malformed.status).toBe(404);
  });

  it('takes a new subscription on PUT (the 7-day refresh) and makes the device active again', async () => {
    const { device } = await w.subscribeDevice(w.student);
    const me = await w.as(w.student);
    await me.call(push.deactivateDevice, { params: { id: device.id } });
    w.clock.advance(push.PUSH_REFRESH_AFTER_DAYS * 24 * HOUR);
    const fresh = w.endpoint.subscribe();
    const updated = await (await w.as(w.student)).call(push.updateDevice, {
      params: { id: device.id },
      body: fresh,
    });
    expect(updated).toEqual({
      id: device.id,
      device_status: 'active',
      subscribed_at: w.clock.now().toISOString(),
    });
    const row = await w.deviceRow(device.id);
    expect(row).toMatchObject({ endpoint: fresh.endpoint, p256dh: fresh.keys.p256dh });
    expect(row?.deactivatedAt).toBeNull();
  });

  it('refuses an endpoint without its keys on PUT', async () => {
    const { device } = await w.subscribeDevice(w.student);
    const answer = await (await w.as(w.student)).sendUnchecked(push.updateDevice, {
      params: { id: device.id },
      body: { endpoint: w.endpoint.subscribe().endpoint },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error?.errors ?? {})).toEqual(['keys']);
  });

  it('deactivates a device but keeps it listed, then deletes it', async () => {
    const { device } = await w.subscribeDevice(w.student);
    const me = await w.as(w.student);
    const deactivated = await me.call(push.deactivateDevice, { params: { id: device.id } });
    expect(deactivated.device_status).toBe('inactive');
    expect(await me.call(push.getDeviceStatus, { body: { id: device.id } })).toEqual({
      id: device.id,
      device_status: 'inactive',
    });
    expect(await me.call(push.deleteDevice, { params: { id: device.id } })).toEqual({
      id: device.id,
      deleted: true,
    });
    expect((await me.send(push.getDeviceStatus, { body: { id: device.id } })).status).toBe(404);
    expect((await me.send(push.deleteDevice, { params: { id: device.id } })).status).toBe(404);
  });

  it("lists the user's own devices without endpoints or keys", async () => {
    const owner = await w.make.user({ type: 'S', organisation: w.school });
    const { device } = await w.subscribeDevice(owner);
    await w.subscribeDevice(w.teacher);
    const { results } = await (await w.as(owner)).call(push.listDevices);
    expect(results).toEqual([
      {
        id: device.id,
        device_status: 'active',
        subscribed_at: w.clock.now().toISOString(),
        created_at: w.clock.now().toISOString(),
        device_type: 'Desktop',
        browser_name: 'Firefox',
        browser_version: '140.0',
        os_name: 'Linux',
        os_version: '6',
        last_pushed_at: null,
        deactivated_at: null,
        last_failure: null,
      },
    ]);
  });
});
