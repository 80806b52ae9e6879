import type { NotificationKind } from '@kitlab/contract';
import type { Drafted } from './notification-texts.js';

/**
 * What a drafter gives to gather a draft with others of its kind: the group (unique per user)
 * and the words of a row standing for `count` of them.
 */
export interface DraftGroup {
  key: string;
  wordsFor: (count: number) => Drafted;
}

/** A draft with its recipient's school and delivery decided: what one new row would hold. */
export interface DecidedDraft extends Drafted {
  userId: number;
  organisationId: number;
  kind: NotificationKind;
  sourceKey: string;
  eventSeq?: number | null;
  actorId?: number | null;
  classId?: number | null;
  assignmentId?: number | null;
  discussionId?: number | null;
  group?: DraftGroup;
  createdAt: Date;
  pushDueAt: Date | null;
  inDigest: boolean;
}

/** A stored row of a draft's user that either has one of the drafts' sources or is an open group. */
export interface StoredNotice {
  id: number;
  userId: number;
  sourceKey: string;
  groupKey: string | null;
  groupCount: number;
  readAt: Date | null;
}

export type NewRow = Omit<DecidedDraft, 'group'> & { groupKey: string | null; groupCount: number };

/** An open group's row grown by later drafts: rewritten for its new count and risen to now. */
export interface GrownRow extends Drafted {
  id: number;
  groupCount: number;
  sourceKey: string;
  eventSeq: number | null;
  actorId: number | null;
  createdAt: Date;
  pushDueAt: Date | null;
  inDigest: boolean;
}

const sourceOf = (row: { userId: number; sourceKey: string }) => `${row.userId} ${row.sourceKey}`;
const groupOf = (userId: number, key: string) => `${userId} ${key}`;

/**
 * Which rows a batch of drafts makes and which open groups it grows. A fact already notified to a
 * user (its source stored, or earlier in the batch) is left out. Drafts of a group a user has
 * unread gather into that row; the others of one group start one new row together. The row keeps
 * the latest draft's source and delivery, so reading up to the latest fact reads it and its push
 * is planned again.
 */
export function planGroups(
  drafts: readonly DecidedDraft[],
  stored: readonly StoredNotice[],
): { inserts: NewRow[]; grown: GrownRow[] } {
  const seen = new Set(stored.map(sourceOf));
  const open = new Map(
    stored
      .filter((row) => row.groupKey !== null && row.readAt === null)
      .map((row) => [groupOf(row.userId, row.groupKey ?? ''), row]),
  );
  const inserts: NewRow[] = [];
  const gathered = new Map<string, DecidedDraft[]>();
  for (const draft of drafts) {
    if (seen.has(sourceOf(draft))) continue;
    seen.add(sourceOf(draft));
    const { group, ...row } = draft;
    if (!group) {
      inserts.push({ ...row, groupKey: null, groupCount: 1 });
      continue;
    }
    const key = groupOf(draft.userId, group.key);
    gathered.set(key, [...(gathered.get(key) ?? []), draft]);
  }

  const grown: GrownRow[] = [];
  for (const [key, members] of gathered) {
    const latest = members.at(-1);
    if (!latest?.group) continue;
    const { group, ...row } = latest;
    const openRow = open.get(key);
    const groupCount = (openRow?.groupCount ?? 0) + members.length;
    const words = group.wordsFor(groupCount);
    if (!openRow) {
      inserts.push({ ...row, ...words, groupKey: group.key, groupCount });
      continue;
    }
    grown.push({
      id: openRow.id,
      groupCount,
      ...words,
      sourceKey: row.sourceKey,
      eventSeq: row.eventSeq ?? null,
      actorId: row.actorId ?? null,
      createdAt: row.createdAt,
      pushDueAt: row.pushDueAt,
      inDigest: row.inDigest,
    });
  }
  return { inserts, grown };
}
