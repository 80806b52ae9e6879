import type { ParsedPart, push } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, invalidFields, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { isFeatureOn } from '../organisations/index.js';
import {
  presentDevice,
  presentDeviceStatus,
  presentDeviceSummary,
  presentRemovedDevice,
} from './devices.presenter.js';
import { createDevicesRepository, type DeviceRow } from './devices.repository.js';
import type { EndpointGuard } from './endpoint-guard.js';
import { canManageDevice } from './push.policy.js';

const NO_SUCH_DEVICE = 'No such device.';
const PUSH_OFF = 'Push notifications are not switched on for your school.';

type RegisterBody = ParsedPart<typeof push.registerDevice.body>;
type UpdateBody = ParsedPart<typeof push.updateDevice.body>;
type SentSubscription = Pick<RegisterBody, 'endpoint' | 'keys'>;

const subscriptionOf = (sent: SentSubscription) => ({
  endpoint: sent.endpoint,
  p256dh: sent.keys.p256dh,
  auth: sent.keys.auth,
});

/** Registering, refreshing and forgetting the browsers a user gets pushes on. */
export function createDevicesService(deps: { db: Database; clock: Clock; guard: EndpointGuard }) {
  const { db, clock, guard } = deps;
  const repo = createDevicesRepository(db);

  /** Refuses (400) an endpoint that is not a push service on the internet. */
  async function checkEndpoint(endpoint: string): Promise<void> {
    const refusal = await guard.refusal(endpoint);
    if (refusal) throw invalidFields({ endpoint: [refusal] });
  }

  /** The caller's device; anyone else's, or none, is absent (404). */
  async function ownDevice(user: AuthUser, token: string): Promise<DeviceRow> {
    const device = await repo.byToken(token);
    if (!device || !canManageDevice(user, device)) throw notFound(NO_SUCH_DEVICE);
    return device;
  }

  return {
    async register(user: AuthUser, sent: RegisterBody): Promise<push.PushDevice> {
      if (!(await isFeatureOn(db, user.organisationId, 'Push Notifications'))) {
        throw forbidden(PUSH_OFF);
      }
      await checkEndpoint(sent.endpoint);
      const owner = { userId: user.id, organisationId: user.organisationId };
      const device = await repo.upsert(owner, subscriptionOf(sent), sent.device_info, clock.now());
      return presentDevice(device);
    },

    async status(user: AuthUser, token: string) {
      const device = await ownDevice(user, token);
      return presentDeviceStatus(device);
    },

    async update(user: AuthUser, token: string, sent: UpdateBody): Promise<push.PushDevice> {
      const device = await ownDevice(user, token);
      if (sent.endpoint) await checkEndpoint(sent.endpoint);
      const updated = await inTransaction(db, async (tx) => {
        const devices = createDevicesRepository(tx);
        let row = device;
        if (sent.endpoint && sent.keys) {
          const subscription = subscriptionOf({ endpoint: sent.endpoint, keys: sent.keys });
          await devices.removeOtherHolder(subscription.endpoint, device.id);
          row = await devices.resubscribe(device.id, subscription, clock.now());
        }
        if (sent.device_info) row = await devices.setDeviceInfo(device.id, sent.device_info);
        return row;
      });
      return presentDevice(updated);
    },

    async deactivate(user: AuthUser, token: string): Promise<push.PushDevice> {
      const device = await ownDevice(user, token);
      const deactivated = await inTransaction(db, async (tx) => {
        const devices = createDevicesRepository(tx);
        await devices.dropPendingOf(device.id);
        return devices.deactivate(device.id, clock.now());
      });
      return presentDevice(deactivated ?? device);
    },

    async remove(user: AuthUser, token: string) {
      const device = await ownDevice(user, token);
      await repo.remove(device.id);
      return presentRemovedDevice(device);
    },

    async list(user: AuthUser) {
      const devices = await repo.listOf(user.id);
      return { results: devices.map(presentDeviceSummary) };
    },
  };
}
