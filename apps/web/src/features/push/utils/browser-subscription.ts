import type { push } from '@kitlab/contract';

export interface BrowserSubscription {
  endpoint: string;
  keys: push.PushKeys;
}

/** A base64url string (the VAPID public key) as the bytes applicationServerKey expects. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** The endpoint and keys the server stores, as `PushSubscription.toJSON()` gives them. */
function toBrowserSubscription(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) {
    throw new Error('The push subscription has no endpoint or keys.');
  }
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/**
 * Subscribes this browser to push with the server's VAPID key. `renew` drops the current
 * subscription first (the 7-day refresh); a subscription made for another key is dropped too,
 * as the browser refuses to subscribe again with a new key while it exists.
 */
export async function subscribeBrowser(
  registration: ServiceWorkerRegistration,
  vapidPublicKey: string,
  { renew = false }: { renew?: boolean } = {},
): Promise<BrowserSubscription> {
  const applicationServerKey = base64UrlToBytes(vapidPublicKey);
  const current = await registration.pushManager.getSubscription();
  if (
    current &&
    (renew || !sameBytes(current.options.applicationServerKey, applicationServerKey))
  ) {
    await current.unsubscribe();
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  return toBrowserSubscription(subscription);
}
