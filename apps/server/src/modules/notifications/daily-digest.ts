import { DEFAULT_QUIET_HOURS, digestDayDue } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mail.js';
import {
  createDigestRepository,
  type DigestNotification,
  type UnsentDigest,
} from './digest.repository.js';
import { digestMail } from './digest-mail.js';

type WaitingUser = Awaited<
  ReturnType<ReturnType<typeof createDigestRepository>['usersWaiting']>
>[number];

/** The users whose digest is due now (once a school day, after their quiet hours), with its day. */
function dueDigests(users: WaitingUser[], now: Date) {
  return users.flatMap((user) => {
    const day = digestDayDue({
      now,
      timeZone: user.timeZone,
      lastDigestOn: user.lastDigestOn,
      quietHours: {
        start: user.quietHoursStart ?? DEFAULT_QUIET_HOURS.start,
        end: user.quietHoursEnd ?? DEFAULT_QUIET_HOURS.end,
      },
    });
    return day ? [{ ...user, day }] : [];
  });
}

/**
 * Sends each user whose digest is due one email of their waiting digest notifications. The
 * digests are claimed first, in one transaction (the user's day, then the notifications), so
 * when several processes run this at once each digest goes once. A failed send is released to
 * wait for the next run; a process that dies between the claim and the send loses that day's
 * email, never sends it twice (the notifications stay in the centre). Answers how many went.
 */
export async function sendDailyDigests(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}): Promise<number> {
  const now = deps.clock.now();
  const due = dueDigests(await createDigestRepository(deps.db).usersWaiting(), now);
  if (due.length === 0) return 0;
  const taken = await inTransaction(deps.db, async (tx) => {
    const repo = createDigestRepository(tx);
    return repo.takeWaiting(await repo.claimDays(due), now);
  });
  const itemsOf = new Map<number, DigestNotification[]>();
  for (const item of taken) itemsOf.set(item.userId, [...(itemsOf.get(item.userId) ?? []), item]);

  const unsent: UnsentDigest[] = [];
  let sent = 0;
  for (const user of due) {
    const items = itemsOf.get(user.userId);
    if (!items) continue;
    try {
      await deps.mailer.send(digestMail(user, items, deps.publicUrl));
      sent += 1;
    } catch {
      const ids = items.map((item) => item.id);
      unsent.push({ userId: user.userId, day: user.day, previousDay: user.lastDigestOn, ids });
    }
  }
  await inTransaction(deps.db, (tx) => createDigestRepository(tx).release(unsent));
  // The job's log says how many wait for the next run.
  if (unsent.length > 0) throw new Error(`${unsent.length} digest emails could not be sent`);
  return sent;
}
