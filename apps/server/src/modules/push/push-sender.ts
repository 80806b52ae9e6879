import type { Agent } from 'node:https';
import type { push } from '@kitlab/contract';
import webpush from 'web-push';
import type { VapidDetails } from './vapid.js';

/** How long a push service keeps a push for a browser that is offline: one school day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one request to a push service may take. */
const TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: delivered, the subscription is gone, or worth another try. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; error: string };

export type PushSender = (target: PushTarget, payload: push.PushPayload) => Promise<SendOutcome>;

/**
 * Why a push failed, without the endpoint or anything else that names the person: the status,
 * or the network error's code.
 */
function retryReason(error: unknown): string {
  if (error instanceof webpush.WebPushError) return `push service answered ${error.statusCode}`;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return `network error: ${code}`;
  return error instanceof Error && error.message === 'Socket timeout'
    ? `timed out after ${TIMEOUT_MS} ms`
    : 'network error';
}

/**
 * Sends with the Web Push protocol: the payload encrypted for the subscription (aes128gcm,
 * RFC 8291) and signed with our VAPID key (RFC 8292). 404 and 410 mean the browser dropped the
 * subscription; anything else that fails (429, 5xx, the network) is worth another try.
 * `agent` lets tests trust their own push service's certificate.
 */
export function createPushSender(vapid: () => Promise<VapidDetails>, agent?: Agent): PushSender {
  return async (target, payload) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: await vapid(),
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        },
      );
      return { kind: 'sent' };
    } catch (error) {
      if (
        error instanceof webpush.WebPushError &&
        (error.statusCode === 404 || error.statusCode === 410)
      ) {
        return { kind: 'gone', status: error.statusCode };
      }
      return { kind: 'retry', error: retryReason(error) };
    }
  };
}
