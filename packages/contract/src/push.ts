import { z } from 'zod/mini';
import { defineCall, USER_TYPES } from './call.js';
import { deviceInfo } from './core.js';

/** The web app subscribes the browser again once its subscription is this old (spec: 7 days). */
export const PUSH_REFRESH_AFTER_DAYS = 7;

/** At most this many pushes reach a student in one school day; the rest stay in the centre. */
export const PUSH_STUDENT_DAILY_LIMIT = 3;

/** Longest push service address accepted; real ones are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2000;

export const DEVICE_STATUSES = ['active', 'inactive'] as const;
export const deviceStatus = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof deviceStatus>;

const HTTPS_ONLY = 'Send the https address of the push service.';

/** The push service address of a PushSubscription: an https URL of bounded length. */
export const pushEndpoint = z.string().check(
  z.maxLength(PUSH_ENDPOINT_MAX_LENGTH),
  z.regex(/^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[!-~]*)?$/, HTTPS_ONLY),
  z.refine((value) => URL.canParse(value), HTTPS_ONLY),
);

/** Unpadded base64url of exactly `bytes` bytes, as `PushSubscription.toJSON()` gives its keys. */
function base64UrlOfBytes(bytes: number, message: string) {
  const length = Math.ceil((bytes * 4) / 3);
  return z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), message));
}

/** The subscription's keys: the browser's P-256 public key (65 bytes) and auth secret (16 bytes). */
export const pushKeys = z.object({
  p256dh: base64UrlOfBytes(65, 'Send the 65-byte P-256 public key, base64url without padding.'),
  auth: base64UrlOfBytes(16, 'Send the 16-byte auth secret, base64url without padding.'),
});
export type PushKeys = z.infer<typeof pushKeys>;

/** A device as its owner's browser knows it: `id` is the token to keep for later calls. */
export const pushDevice = z.object({
  id: z.uuid(),
  device_status: deviceStatus,
  subscribed_at: z.string(),
});
export type PushDevice = z.infer<typeof pushDevice>;

/** One of the user's devices for the settings page: never its endpoint or keys. */
export const pushDeviceSummary = z.extend(pushDevice, {
  device_type: z.string(),
  browser_name: z.string(),
  browser_version: z.string(),
  os_name: z.string(),
  os_version: z.string(),
  created_at: z.string(),
  last_pushed_at: z.nullable(z.string()),
  deactivated_at: z.nullable(z.string()),
  /** Why the latest push to this device failed (the push service refused it…); null once one got through. */
  last_failure: z.nullable(z.string()),
});
export type PushDeviceSummary = z.infer<typeof pushDeviceSummary>;

const deviceParams = z.object({ id: z.uuid() });
const NO_SUCH_DEVICE = 'No such device.';

export const registerDevice = defineCall({
  method: 'POST',
  path: '/v2/pnotify/devices',
  roles: USER_TYPES,
  summary:
    "Register this browser's push subscription. The same endpoint again updates that device (keys, device information, owner) and refreshes subscribed_at. 403 while the school's Push Notifications feature is off.",
  body: z.object({
    endpoint: pushEndpoint,
    keys: pushKeys,
    device_info: deviceInfo,
  }),
  response: pushDevice,
  status: 201,
});

export const getDeviceStatus = defineCall({
  method: 'POST',
  path: '/v2/pnotify/get-device-status',
  roles: USER_TYPES,
  summary:
    "Whether one of the caller's devices is still subscribed. Another user's device, or one deleted, answers 404.",
  body: z.object({ id: z.uuid('Send the id of the device.') }),
  response: z.object({ id: z.uuid(), device_status: deviceStatus }),
});

export const updateDevice = defineCall({
  method: 'PUT',
  path: '/v2/pnotify/devices/{id}',
  roles: USER_TYPES,
  params: deviceParams,
  notFound: NO_SUCH_DEVICE,
  summary:
    "Replace a device's subscription (as after the 7-day refresh) or device information; it becomes active again and subscribed_at is refreshed when a subscription is sent.",
  body: z
    .object({
      endpoint: z.optional(pushEndpoint),
      keys: z.optional(pushKeys),
      device_info: z.optional(deviceInfo),
    })
    .check(
      z.refine((body) => (body.endpoint === undefined) === (body.keys === undefined), {
        message: 'Send the endpoint and its keys together.',
        path: ['keys'],
      }),
    ),
  response: pushDevice,
});

export const deleteDevice = defineCall({
  method: 'DELETE',
  path: '/v2/pnotify/devices/{id}',
  roles: USER_TYPES,
  params: deviceParams,
  notFound: NO_SUCH_DEVICE,
  summary: 'Forget a device: nothing is pushed to it any more.',
  response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
});

export const deactivateDevice = defineCall({
  method: 'POST',
  path: '/v2/pnotify/devices/{id}/deactivate',
  roles: USER_TYPES,
  params: deviceParams,
  notFound: NO_SUCH_DEVICE,
  summary:
    'Stop pushing to a device but keep it listed (as after unsubscribing in the browser). Registering or updating it makes it active again.',
  response: pushDevice,
});

export const listDevices = defineCall({
  method: 'GET',
  path: '/v2/pnotify/devices',
  roles: USER_TYPES,
  summary: "The caller's devices, most recently subscribed first, for the devices settings page.",
  response: z.object({ results: z.array(pushDeviceSummary) }),
});

export const getVapidPublicKey = defineCall({
  method: 'GET',
  path: '/v2/pnotify/vapid-public-key',
  roles: USER_TYPES,
  summary:
    "The server's VAPID public key (base64url, uncompressed P-256 point) for the browser's applicationServerKey.",
  response: z.object({ public_key: z.string() }),
});

/** What the service worker receives in each push message (JSON). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Path inside the web app to open on click, e.g. `/discussions/{token}`; may be empty. */
  link: z.string(),
  notification_id: z.int(),
});
export type PushPayload = z.infer<typeof pushPayload>;
