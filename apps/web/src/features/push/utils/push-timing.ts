/** Spec section 9: waiting for the service worker to activate, and for its registration. */
export const WORKER_ACTIVATION_TIMEOUT_MS = 10_000;
export const PENDING_REGISTRATION_TIMEOUT_MS = 10_000;

/** How often an open app checks its registered device, so a tab left open is refreshed too. */
export const PUSH_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a subscription made at `subscribedAt` is old enough to be made again. */
export function isRefreshDue(subscribedAt: string, now: Date, afterDays: number): boolean {
  const subscribed = Date.parse(subscribedAt);
  if (Number.isNaN(subscribed)) return true;
  return now.getTime() - subscribed >= afterDays * DAY_MS;
}
