import { LONGEST_SCHOOL_DAY_MS } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { groupedBy } from '../../lib/grouped.js';
import { pushWordsOf } from '../notifications/index.js';
import { planPushes } from './plan-pushes.js';
import { type FailurePlan, planRetry } from './plan-retry.js';
import type { PushSender } from './push-sender.js';
import { createQueueRepository, type DueDelivery } from './queue.repository.js';

/** Notifications taken, and deliveries sent at once, in one round. */
const BATCH_SIZE = 50;
/** How long a delivery taken by one process is left to it: well past a send's timeout. */
const LEASE_MS = 60_000;

export interface PushRound {
  /** Notifications taken from the queue. */
  taken: number;
  /** Deliveries made for them. */
  planned: number;
  sent: number;
  gone: number;
  retried: number;
  failed: number;
}

/**
 * The push queue. `takeDue` turns notifications due a push into one delivery per active device
 * of their user (within the daily cap, while the school has push on), in one transaction;
 * `sendDue` sends the deliveries due a try and records what the push services answered.
 */
export function createPushQueue(deps: {
  db: Database;
  clock: Clock;
  send: PushSender;
  /** Spreads the pauses before tries again (0 to 1); tests pass a fixed one. */
  random?: () => number;
}) {
  const { db, clock, send, random = Math.random } = deps;

  async function takeDue(): Promise<{ taken: number; planned: number }> {
    return inTransaction(db, async (tx) => {
      const repo = createQueueRepository(tx);
      const now = clock.now();
      const taken = await repo.claimDueNotifications(now, BATCH_SIZE);
      if (taken.length === 0) return { taken: 0, planned: 0 };
      const userIds = [...new Set(taken.map((row) => row.userId))];
      const organisationIds = [...new Set(taken.map((row) => row.organisationId))];
      const since = new Date(now.getTime() - LONGEST_SCHOOL_DAY_MS);
      // One after another: the transaction's one connection takes one query at a time.
      const schools = await repo.schools(organisationIds);
      const userTypes = await repo.userTypes(userIds);
      const devices = await repo.activeDevices(userIds);
      const earlierPushes = await repo.pushesSince(
        userIds,
        since,
        taken.map((row) => row.id),
      );
      const planned = planPushes({
        notifications: taken,
        schools,
        userTypes,
        devices,
        earlierPushes,
        now,
      });
      await repo.addDeliveries(planned, now);
      return { taken: taken.length, planned: planned.length };
    });
  }

  /** What becomes of one delivery: sent, or what its failure plans. */
  async function settle(delivery: DueDelivery): Promise<{ kind: 'sent' } | FailurePlan> {
    // A device deactivated after its push was planned is not pushed to.
    if (!delivery.deviceActive) return { kind: 'gone' };
    const { notification } = delivery;
    const outcome = await send(delivery, {
      ...pushWordsOf(notification),
      link: notification.link,
      notification_id: notification.id,
    });
    if (outcome.kind === 'sent') return outcome;
    const failedAt = clock.now();
    return planRetry(outcome.failure, { tries: delivery.tries, failedAt, random });
  }

  async function sendDue() {
    const repo = createQueueRepository(db);
    const now = clock.now();
    const due = await repo.claimDueDeliveries(now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
    const settled = await Promise.all(
      due.map(async (delivery) => ({ delivery, plan: await settle(delivery) })),
    );
    const answeredAt = clock.now();
    const sent: DueDelivery[] = [];
    const gone: DueDelivery[] = [];
    const retries: { delivery: DueDelivery; plan: Extract<FailurePlan, { kind: 'retry' }> }[] = [];
    const failures: { delivery: DueDelivery; plan: Extract<FailurePlan, { kind: 'failed' }> }[] =
      [];
    for (const { delivery, plan } of settled) {
      if (plan.kind === 'sent') sent.push(delivery);
      else if (plan.kind === 'gone') gone.push(delivery);
      else if (plan.kind === 'retry') retries.push({ delivery, plan });
      else failures.push({ delivery, plan });
    }
    await inTransaction(db, async (tx) => {
      const results = createQueueRepository(tx);
      const ids = (rows: DueDelivery[]) => rows.map((row) => row.id);
      const deviceIds = (rows: DueDelivery[]) => [...new Set(rows.map((row) => row.deviceId))];
      await results.markSent(ids(sent), deviceIds(sent), answeredAt);
      await results.markGone(ids(gone), deviceIds(gone), answeredAt);
      // Each retry has a time of its own (the pauses are jittered); failures share their reason.
      for (const { delivery, plan } of retries) {
        await results.retryAt([delivery.id], plan.at, plan.reason);
      }
      for (const [reason, group] of groupedBy(failures, ({ plan }) => plan.reason)) {
        await results.markFailed(ids(group.map(({ delivery }) => delivery)), reason);
      }
    });
    return {
      claimed: due.length,
      sent: sent.length,
      gone: gone.length,
      retried: retries.length,
      failed: failures.length,
    };
  }

  /** Rounds until nothing more is due now: what one background run does. */
  async function drain(): Promise<PushRound> {
    const round: PushRound = { taken: 0, planned: 0, sent: 0, gone: 0, retried: 0, failed: 0 };
    for (;;) {
      const { taken, planned } = await takeDue();
      round.taken += taken;
      round.planned += planned;
      if (taken < BATCH_SIZE) break;
    }
    for (;;) {
      const { claimed, ...counts } = await sendDue();
      round.sent += counts.sent;
      round.gone += counts.gone;
      round.retried += counts.retried;
      round.failed += counts.failed;
      if (claimed < BATCH_SIZE) break;
    }
    return round;
  }

  return { takeDue, sendDue, drain };
}

export type PushQueue = ReturnType<typeof createPushQueue>;
