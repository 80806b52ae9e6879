import { pushDevices } from '../../db/schema/index.js';
import { first } from '../../test/first.js';
import { DEVICE_INFO } from '../../test/push-world.js';
import type { Fixture } from '../matrix-world.js';
import type { CallSpec, InputContext } from '../ownership.js';

/** A browser subscription of the test push service's shape, unique each time. */
function pushSubscription(c: InputContext) {
  const point = Buffer.alloc(65, 7);
  point[0] = 4;
  return {
    endpoint: `https://push.example/matrix-${c.unique()}`,
    keys: { p256dh: point.toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') },
  };
}

/** A push device registered by the fixture student; answers its token. */
async function pushDeviceOf(f: Fixture, c: InputContext): Promise<string> {
  const subscription = pushSubscription(c);
  return first(
    await c.t.db
      .insert(pushDevices)
      .values({
        userId: f.student.id,
        organisationId: f.school.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      })
      .returning({ token: pushDevices.token }),
  ).token;
}

/** Web Push devices. */
export const PUSH_SPECS: Record<string, CallSpec> = {
  'push.deactivateDevice': {
    rule: 'device',
    input: async (f, c) => ({ params: { id: await pushDeviceOf(f, c) } }),
  },
  'push.deleteDevice': {
    rule: 'device',
    input: async (f, c) => ({ params: { id: await pushDeviceOf(f, c) } }),
  },
  'push.getDeviceStatus': {
    rule: 'device',
    input: async (f, c) => ({ body: { id: await pushDeviceOf(f, c) } }),
  },
  'push.registerDevice': {
    rule: 'self',
    async input(_f, c) {
      // Registering needs the caller's school to have Push Notifications on.
      if (c.user) await c.t.make.featureOn(c.user.organisationId, 'Push Notifications');
      return { body: { ...pushSubscription(c), device_info: DEVICE_INFO } };
    },
  },
  'push.updateDevice': {
    rule: 'device',
    input: async (f, c) => ({
      params: { id: await pushDeviceOf(f, c) },
      body: { device_info: DEVICE_INFO },
    }),
  },
};
