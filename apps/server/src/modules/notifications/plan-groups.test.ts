import { describe, expect, it } from 'vitest';
import { type DecidedDraft, planGroups, type StoredNotice } from './plan-groups.js';

const now = new Date('2030-03-10T12:00:00Z');
const later = new Date('2030-03-10T12:05:00Z');

const handIn = (userId: number, seq: number, createdAt = now): DecidedDraft => ({
  userId,
  organisationId: 1,
  kind: 'work_handed_in',
  sourceKey: `event:${seq}`,
  eventSeq: seq,
  title: '1 hand-in of The melting race to mark',
  body: 'From 6A: open the submissions to mark it.',
  link: '/submissions/kit/3?class=4',
  group: {
    key: 'hand-ins:9:3',
    wordsFor: (count) => ({ title: `${count} of them`, body: `body ${count}`, link: '/x' }),
  },
  createdAt,
  pushDueAt: createdAt,
  inDigest: false,
});

const stored = (row: Partial<StoredNotice> & { id: number }): StoredNotice => ({
  userId: 20,
  sourceKey: 'event:1',
  groupKey: 'hand-ins:9:3',
  groupCount: 1,
  readAt: null,
  ...row,
});

describe('planGroups', () => {
  it('starts one row for the drafts of a group nobody has open, worded for their number', () => {
    const { inserts, grown } = planGroups([handIn(20, 1), handIn(20, 2), handIn(21, 1)], []);
    expect(grown).toEqual([]);
    expect(inserts.map((row) => [row.userId, row.groupCount, row.title, row.sourceKey])).toEqual([
      [20, 2, '2 of them', 'event:2'],
      [21, 1, '1 of them', 'event:1'],
    ]);
    expect(inserts[0]?.groupKey).toBe('hand-ins:9:3');
  });

  it("grows the user's unread row: its count, words, latest source, time and push", () => {
    const { inserts, grown } = planGroups(
      [handIn(20, 7, later)],
      [stored({ id: 50, groupCount: 4, sourceKey: 'event:6' })],
    );
    expect(inserts).toEqual([]);
    expect(grown).toEqual([
      {
        id: 50,
        groupCount: 5,
        title: '5 of them',
        body: 'body 5',
        link: '/x',
        sourceKey: 'event:7',
        eventSeq: 7,
        actorId: null,
        createdAt: later,
        pushDueAt: later,
        inDigest: false,
      },
    ]);
  });

  it('starts a new row once the open one is read, and another user’s row is never grown', () => {
    const { inserts, grown } = planGroups(
      [handIn(20, 8)],
      [stored({ id: 50, readAt: now, groupCount: 3 }), stored({ id: 60, userId: 99 })],
    );
    expect(grown).toEqual([]);
    expect(inserts.map((row) => [row.userId, row.groupCount])).toEqual([[20, 1]]);
  });

  it('leaves out a fact already notified, stored or earlier in the batch', () => {
    const { inserts, grown } = planGroups(
      [handIn(20, 6), handIn(20, 9), handIn(20, 9)],
      [stored({ id: 50, groupCount: 2, sourceKey: 'event:6' })],
    );
    expect(inserts).toEqual([]);
    expect(grown.map((row) => [row.id, row.groupCount, row.sourceKey])).toEqual([
      [50, 3, 'event:9'],
    ]);
  });

  it('passes drafts without a group through as rows of their own', () => {
    const { group: _group, ...single } = handIn(20, 3);
    const { inserts } = planGroups([{ ...single, kind: 'work_marked' }], []);
    expect(inserts).toEqual([{ ...single, kind: 'work_marked', groupKey: null, groupCount: 1 }]);
  });
});
