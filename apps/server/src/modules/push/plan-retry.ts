import { nextTryAt } from '@kitlab/domain';

/** Why one try of a push did not deliver it, as the sender saw it. */
export type SendFailure =
  | { kind: 'answered'; status: number; retryAfter?: string | undefined }
  | { kind: 'unreachable'; code: string }
  | { kind: 'timed-out'; afterMs: number }
  | { kind: 'not-public' };

/** What becomes of a push whose try failed. `reason` is kept and shown to the device's owner. */
export type FailurePlan =
  | { kind: 'gone' }
  | { kind: 'retry'; at: Date; reason: string }
  | { kind: 'failed'; reason: string };

/** Each pause is its backoff times 0.75 to 1.25, so pushes failing together spread out. */
const JITTER = 0.5;
/** Longest wait a push service may ask for (Retry-After) before the push is given up. */
const LONGEST_WAIT_MS = 60 * 60_000;

type Verdict = { kind: 'gone' } | { kind: 'transient' | 'permanent'; reason: string };

const transient = (reason: string): Verdict => ({ kind: 'transient', reason });
const permanent = (reason: string): Verdict => ({ kind: 'permanent', reason });
const refused = (status: number, why = '') =>
  permanent(`The push service refused this device's messages${why} (${status}).`);

/** What a status means: only a busy or broken push service may answer differently later. */
function verdictOnStatus(status: number): Verdict {
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 429) return transient('The push service asked for fewer messages (429).');
  if (status === 408 || status >= 500) return transient(`The push service failed (${status}).`);
  if (status >= 300 && status < 400) {
    return permanent(
      `The push service answered with a redirect (${status}), which is not followed.`,
    );
  }
  if (status === 400) return refused(status, ' as malformed');
  if (status === 401 || status === 403) {
    return permanent(
      `The push service refused this device's messages (${status}): it did not accept the server's VAPID signature.`,
    );
  }
  if (status === 413) return refused(status, ' as too large');
  return refused(status);
}

function verdictOn(failure: SendFailure): Verdict {
  switch (failure.kind) {
    case 'answered':
      return verdictOnStatus(failure.status);
    case 'unreachable':
      return transient(`The push service could not be reached (${failure.code}).`);
    case 'timed-out':
      return transient(`The push service did not answer within ${failure.afterMs / 1000} s.`);
    case 'not-public':
      return permanent(
        "The push service's address is not a public one, so nothing was sent to it.",
      );
  }
}

/**
 * How long a Retry-After header asks to wait, in delay-seconds or as an HTTP-date (RFC 9110
 * 10.2.3), from `now`; null when absent or unreadable.
 */
export function retryAfterMs(value: string | undefined, now: Date): number | null {
  const written = value?.trim() ?? '';
  if (/^\d+$/.test(written)) return Number(written) * 1000;
  // Every HTTP-date names its month: anything else Date.parse would guess at is unreadable.
  const at = /[A-Za-z]{3}/.test(written) ? Date.parse(written) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/**
 * What to do after a failed try (the `tries`-th, counted from 1), decided from what the push
 * service answered: 404 and 410 mean the subscription is gone; 429, 408, 5xx and the network
 * are tried again later, with a growing pause (`nextTryAt`) spread by `random` (0 to 1) and
 * never before the service's Retry-After, until the last try; any other answer (a redirect,
 * 400, 401, 403, 413…) would come again every time, so the push fails at once.
 */
export function planRetry(
  failure: SendFailure,
  attempt: { tries: number; failedAt: Date; random: () => number },
): FailurePlan {
  const verdict = verdictOn(failure);
  if (verdict.kind === 'gone') return verdict;
  const { reason } = verdict;
  if (verdict.kind === 'permanent') return { kind: 'failed', reason };
  const backoffUntil = nextTryAt(attempt.tries, attempt.failedAt);
  if (!backoffUntil) return { kind: 'failed', reason };
  const failedAt = attempt.failedAt.getTime();
  const pause = (backoffUntil.getTime() - failedAt) * (1 - JITTER / 2 + JITTER * attempt.random());
  const asked =
    failure.kind === 'answered' ? retryAfterMs(failure.retryAfter, attempt.failedAt) : null;
  if (asked !== null && asked > LONGEST_WAIT_MS) {
    return { kind: 'failed', reason: `${reason} It asked to wait more than an hour.` };
  }
  return {
    kind: 'retry',
    at: new Date(failedAt + Math.round(Math.max(pause, asked ?? 0))),
    reason,
  };
}
