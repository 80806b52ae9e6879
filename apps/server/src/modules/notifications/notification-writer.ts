import type { NotificationKind } from '@kitlab/contract';
import { DEFAULT_QUIET_HOURS, decideDelivery } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import { createDeliveryRepository, type Recipient } from './delivery.repository.js';
import { type DecidedDraft, type DraftGroup, planGroups } from './plan-groups.js';

/** A notification to make; its school and delivery are the recipient's. */
export interface NotificationDraft {
  userId: number;
  kind: NotificationKind;
  /** What it is made from, so the same fact never notifies the same user twice. */
  sourceKey: string;
  eventSeq?: number | null;
  actorId?: number | null;
  title: string;
  body: string;
  link: string;
  classId?: number | null;
  assignmentId?: number | null;
  discussionId?: number | null;
  /** Set for a fact that gathers with others into one row while the user has not read it. */
  group?: DraftGroup;
}

export interface WriterDeps {
  live: LivePublisher;
}

/**
 * Stores a batch of notifications in the caller's transaction with each recipient's delivery
 * (push now or after quiet hours, daily digest, or neither), then tells each recipient's open
 * screens. A fact of a group the user has unread grows that row instead (`planGroups`). A fixed
 * number of queries whatever the batch's size. Answers how many rows were made or grown.
 * `read`: every recipient the drafts can name, read already beside their sources
 * (`recipientsJsonOf`); a draft for a user not among them is not stored.
 */
export async function writeNotifications(
  tx: Database,
  deps: WriterDeps,
  drafts: readonly NotificationDraft[],
  now: Date,
  read?: readonly Recipient[],
): Promise<number> {
  if (drafts.length === 0) return 0;
  const repo = createDeliveryRepository(tx);
  const recipients =
    read ?? (await repo.recipients([...new Set(drafts.map((draft) => draft.userId))]));
  const recipientOf = new Map(
    recipients.map((row) => [
      row.userId,
      { ...row, choices: new Map(row.choices.map((choice) => [choice.kind, choice.delivery])) },
    ]),
  );

  const decided: DecidedDraft[] = drafts.flatMap((draft) => {
    const recipient = recipientOf.get(draft.userId);
    if (!recipient) return [];
    const decision = decideDelivery({
      choice: recipient.choices.get(draft.kind) ?? 'now',
      quietHours: {
        start: recipient.quietHoursStart ?? DEFAULT_QUIET_HOURS.start,
        end: recipient.quietHoursEnd ?? DEFAULT_QUIET_HOURS.end,
      },
      timeZone: recipient.timeZone,
      now,
      pushEnabled: recipient.pushEnabled,
    });
    return [{ ...draft, organisationId: recipient.organisationId, createdAt: now, ...decision }];
  });
  if (decided.length === 0) return 0;
  const grouped = decided.flatMap((draft) =>
    draft.group ? [{ userId: draft.userId, key: draft.group.key, sourceKey: draft.sourceKey }] : [],
  );
  if (grouped.length > 0) await repo.lockGroups(grouped);
  const stored =
    grouped.length === 0
      ? []
      : await repo.storedFor(
          [...new Set(grouped.map((g) => g.userId))],
          [...new Set(grouped.map((g) => g.sourceKey))],
          [...new Set(grouped.map((g) => g.key))],
        );
  const plan = planGroups(decided, stored);
  const inserted = plan.inserts.length === 0 ? [] : await repo.insert(plan.inserts);
  const grown = await repo.grow(plan.grown);
  const made = [...inserted, ...grown];
  if (made.length === 0) return 0;
  await deps.live.publish(
    tx,
    made.map((row) => ({
      userId: row.userId,
      type: 'notification.created' as const,
      data: { id: row.id, kind: row.kind },
    })),
  );
  return made.length;
}
