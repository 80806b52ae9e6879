import { Agent } from 'node:https';
import type { push } from '@kitlab/contract';
import webpush from 'web-push';
import { type EndpointGuard, NonPublicPushAddress } from './endpoint-guard.js';
import type { SendFailure } from './plan-retry.js';
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

/** What became of one try: delivered, or why not (`planRetry` decides what follows). */
export type SendOutcome = { kind: 'sent' } | { kind: 'not-sent'; failure: SendFailure };

export type PushSender = (target: PushTarget, payload: push.PushPayload) => Promise<SendOutcome>;

/** Why a try failed, without the endpoint or anything else that names the person. */
function failureOf(error: unknown): SendFailure {
  if (error instanceof NonPublicPushAddress) return { kind: 'not-public' };
  if (error instanceof webpush.WebPushError) {
    const retryAfter = error.headers?.['retry-after'];
    return {
      kind: 'answered',
      status: error.statusCode,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    };
  }
  if (error instanceof Error && error.message === 'Socket timeout') {
    return { kind: 'timed-out', afterMs: TIMEOUT_MS };
  }
  const code = (error as { code?: unknown } | null)?.code;
  return { kind: 'unreachable', code: typeof code === 'string' ? code : 'network error' };
}

/**
 * Sends with the Web Push protocol: the payload encrypted for the subscription (aes128gcm,
 * RFC 8291) and signed with our VAPID key (RFC 8292), over a connection to an address `guard`
 * checked (decision 0038). A redirect is an answer like any other, never followed. `ca`, when
 * given, is the certificate authority trusted instead of the usual ones: tests' push service's.
 */
export function createPushSender(options: {
  vapid: () => Promise<VapidDetails>;
  guard: EndpointGuard;
  ca?: Buffer | undefined;
}): PushSender {
  const { vapid, guard } = options;
  const agent = new Agent({ ca: options.ca, lookup: guard.lookup });
  return async (target, payload) => {
    try {
      await guard.checkBeforeSending(target.endpoint);
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: await vapid(),
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
          agent,
        },
      );
      return { kind: 'sent' };
    } catch (error) {
      return { kind: 'not-sent', failure: failureOf(error) };
    }
  };
}
