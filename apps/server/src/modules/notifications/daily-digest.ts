import { DEFAULT_QUIET_HOURS, digestDayDue } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mail.js';
import { createDigestRepository } from './digest.repository.js';
import { digestMail } from './digest-mail.js';

type DigestRow = Awaited<
  ReturnType<ReturnType<typeof createDigestRepository>['waitingFor']>
>[number];

/**
 * Sends each user whose digest is due (once a school day, after their quiet hours) one email of
 * their waiting digest notifications, then stamps them. A failed send leaves that user's
 * notifications waiting for the next run. Answers how many emails went.
 */
export async function sendDailyDigests(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}): Promise<number> {
  const now = deps.clock.now();
  const repo = createDigestRepository(deps.db);
  const due = (await repo.usersWaiting()).flatMap((user) => {
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
  if (due.length === 0) return 0;
  const itemsOf = new Map<number, DigestRow[]>();
  for (const item of await repo.waitingFor(due.map((user) => user.userId))) {
    itemsOf.set(item.userId, [...(itemsOf.get(item.userId) ?? []), item]);
  }
  const sent: { userId: number; day: string; ids: number[] }[] = [];
  let failed = 0;
  for (const user of due) {
    const mine = itemsOf.get(user.userId) ?? [];
    if (mine.length === 0) continue;
    try {
      await deps.mailer.send(digestMail(user, mine, deps.publicUrl));
      sent.push({ userId: user.userId, day: user.day, ids: mine.map((item) => item.id) });
    } catch {
      failed += 1;
    }
  }
  await repo.stamp(sent, now);
  // Those not sent stay waiting for the next run; the job's log says how many.
  if (failed > 0) throw new Error(`${failed} digest emails could not be sent`);
  return sent.length;
}
