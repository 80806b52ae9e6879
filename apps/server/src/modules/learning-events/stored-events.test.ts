import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { learningEvents, lrsOutbox } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { createFactories } from '../../test/factories.js';
import { storedWaiting } from '../../test/learning-events.js';
import { openTestDatabase } from '../../test/test-database.js';
import {
  consumerReading,
  createLearningEventRecorder,
  type NewLearningEvent,
  type RecordedLearningEvent,
  storeLearningEvents,
} from './index.js';

let handle: DatabaseHandle;
/** A student of a school, who is every event's actor and learner. */
let student: { organisationId: number; userId: number };

beforeAll(async () => {
  handle = await openTestDatabase();
  const make = createFactories(handle.db);
  const school = await make.school(await make.district());
  const user = await make.user({ type: 'S', organisation: school });
  student = { organisationId: school.id, userId: user.id };
});
afterAll(() => handle.close());

const events = (): NewLearningEvent[] => {
  const { organisationId, userId } = student;
  return [
    {
      kind: 'work_marked',
      organisationId,
      actorId: userId,
      actorType: 'T',
      studentId: userId,
      scoreRaw: 2.5,
      scoreMax: 5,
      occurredAt: new Date('2026-03-04T05:06:07.089Z'),
    },
    {
      kind: 'work_returned',
      organisationId,
      actorId: userId,
      actorType: 'T',
      studentId: userId,
      data: { due_date: '2026-03-05' },
      occurredAt: new Date('2026-03-04T05:06:08.000Z'),
    },
  ];
};

/** The rows as stored, without what the table gives each row of its own. */
const given = (rows: readonly RecordedLearningEvent[]) =>
  rows.map(({ seq: _seq, id: _id, storedAt: _storedAt, ...row }) => row);

describe("events stored by a fact's own statement", () => {
  const db = (): Database => handle.db;
  it('are stored and answered as `record` stores them, then consumed with their outbox rows once the fact commits', async () => {
    const recorder = createLearningEventRecorder({ forward: true });
    const consumed: RecordedLearningEvent[] = [];
    recorder.addConsumer(['work_marked', 'work_returned'], async (_tx, seen) => {
      consumed.push(...seen);
    });
    const answered = await inTransaction(db(), (tx) => storedWaiting(tx, events()));
    expect(consumed).toEqual([]);
    await recorder.consumeWaiting(db(), answered);
    const read = await db()
      .select()
      .from(learningEvents)
      .where(
        inArray(
          learningEvents.seq,
          answered.map((event) => event.seq),
        ),
      )
      .orderBy(learningEvents.seq);
    expect(answered).toEqual(read);
    expect(consumed).toEqual(read);

    await inTransaction(db(), (tx) => recorder.record(tx, events()));
    const [latest] = await db()
      .select({ seq: learningEvents.seq })
      .from(learningEvents)
      .orderBy(sql`${learningEvents.seq} desc`)
      .limit(1);
    const recorded = await db()
      .select()
      .from(learningEvents)
      .where(sql`${learningEvents.seq} > ${(latest?.seq ?? 0) - 2}`)
      .orderBy(learningEvents.seq);
    expect(given(answered)).toEqual(given(recorded));
    for (const event of answered) {
      expect(
        await db().select().from(lrsOutbox).where(eq(lrsOutbox.eventSeq, event.seq)),
      ).toHaveLength(1);
    }
  });

  it('are refused to the recorder when an observer watches their kind, consuming nothing', async () => {
    const recorder = createLearningEventRecorder({ forward: false });
    recorder.addObserver(['work_marked'], async () => {});
    const consumed: RecordedLearningEvent[] = [];
    recorder.addConsumer(['work_marked'], async (_tx, seen) => {
      consumed.push(...seen);
    });
    const stored = await storedWaiting(db(), events());
    await expect(recorder.consumeWaiting(db(), stored)).rejects.toThrow('recorded with `record`');
    expect(consumed).toEqual([]);
  });
});

/** When the events of the consumers' reads' tests happened, apart from the other tests'. */
const gatheredAt = new Date('2026-05-06T07:08:09.000Z');

const marked = (): NewLearningEvent => ({
  kind: 'work_marked',
  organisationId: student.organisationId,
  actorId: student.userId,
  actorType: 'T',
  studentId: student.userId,
  occurredAt: gatheredAt,
});

/** The returned work at the time of these tests' events, which the first consumer below writes. */
const returnedCount = sql`(select count(*)::int from ${learningEvents} where ${and(
  eq(learningEvents.kind, 'work_returned'),
  eq(learningEvents.occurredAt, sql.placeholder('returnedAt')),
)})`;

describe("the learning event consumers' reads", () => {
  const db = (): Database => handle.db;

  it('run in one statement before any consumer writes, each consumer given its own row', async () => {
    const recorder = createLearningEventRecorder({ forward: false });
    const seen: { name: string; row: Record<string, unknown> }[] = [];
    recorder.addConsumer(
      ['work_marked'],
      consumerReading({
        name: 'test_read_seqs',
        query: () => sql`select ${sql.placeholder('seqs')}::int[] as seqs`,
        values: (events) => ({ seqs: events.map((event) => event.seq) }),
        async consume(tx, events, row) {
          seen.push({ name: 'seqs', row });
          await tx.insert(learningEvents).values({ ...marked(), kind: 'work_returned' });
          expect(events.map((event) => event.kind)).toEqual(['work_marked']);
        },
      }),
    );
    recorder.addConsumer(['work_marked'], async () => {
      seen.push({ name: 'plain', row: {} });
    });
    recorder.addConsumer(
      ['work_marked'],
      consumerReading({
        name: 'test_read_returns',
        query: () => sql`select ${returnedCount} as returns`,
        values: () => ({ returnedAt: gatheredAt }),
        async consume(_tx, _events, row) {
          seen.push({ name: 'returns', row });
        },
      }),
    );
    recorder.addConsumer(
      ['work_marked'],
      consumerReading({
        name: 'test_read_nothing',
        query: () => sql`select 1 as one`,
        values: () => null,
        async consume() {
          seen.push({ name: 'nothing', row: {} });
        },
      }),
    );
    const stored = await inTransaction(db(), async (tx) => {
      await recorder.record(tx, [marked()]);
      return tx
        .select({ seq: learningEvents.seq })
        .from(learningEvents)
        .where(
          and(eq(learningEvents.kind, 'work_marked'), eq(learningEvents.occurredAt, gatheredAt)),
        );
    });
    // The second read ran before the first consumer wrote its returned work.
    expect(seen).toEqual([
      { name: 'seqs', row: { seqs: stored.map((row) => row.seq) } },
      { name: 'plain', row: {} },
      { name: 'returns', row: { returns: 0 } },
    ]);
    expect(
      await db().$count(
        learningEvents,
        and(eq(learningEvents.kind, 'work_returned'), eq(learningEvents.occurredAt, gatheredAt)),
      ),
    ).toBe(1);
  });

  it('are run alone by a consumer called by itself', async () => {
    const rows: Record<string, unknown>[] = [];
    const consume = consumerReading({
      name: 'test_read_alone',
      query: () => sql`select ${sql.placeholder('kinds')}::text[] as kinds`,
      values: (events) => ({ kinds: events.map((event) => event.kind) }),
      consume: async function keep(_tx, _events, row) {
        rows.push(row);
      },
    });
    expect(consume.name).toBe('keep');
    await consume(db(), [{ kind: 'work_marked' } as RecordedLearningEvent]);
    expect(rows).toEqual([{ kinds: ['work_marked'] }]);
  });

  it('may not share a placeholder, which would give one read the values of another', async () => {
    const recorder = createLearningEventRecorder({ forward: false });
    for (const name of ['test_read_ids_a', 'test_read_ids_b']) {
      recorder.addConsumer(
        ['work_marked'],
        consumerReading({
          name,
          query: () => sql`select ${sql.placeholder('ids')}::int[] as ids`,
          values: (events) => ({ ids: events.map((event) => event.seq) }),
          consume: async () => {},
        }),
      );
    }
    const before = await db().$count(learningEvents);
    await expect(inTransaction(db(), (tx) => recorder.record(tx, [marked()]))).rejects.toThrow(
      'placeholder ids',
    );
    expect(await db().$count(learningEvents)).toBe(before);
  });
});

describe('events naming people who are not there', () => {
  const db = (): Database => handle.db;
  /** Events at an instant of their own, each naming the student unless told otherwise. */
  const namingAt = (at: string, ...people: { actorId?: number; studentId?: number | null }[]) =>
    people.map(
      (named): NewLearningEvent => ({
        kind: 'work_marked',
        organisationId: student.organisationId,
        actorId: student.userId,
        actorType: 'T',
        studentId: student.userId,
        occurredAt: new Date(at),
        ...named,
      }),
    );
  const storedAt = async (at: string) =>
    db()
      .select({ actorId: learningEvents.actorId, studentId: learningEvents.studentId })
      .from(learningEvents)
      .where(eq(learningEvents.occurredAt, new Date(at)))
      .orderBy(learningEvents.seq);
  const nobody = 2_000_000_000;

  it("are not stored, by a fact's own statement or by `record`, beside the others that are", async () => {
    const alongAt = '2026-02-28T23:59:59.000Z';
    const recordedAt = '2028-02-29T12:00:00.000Z';
    const named = [{}, { actorId: nobody }, { studentId: nobody }, { studentId: null }];
    const stored = await storeLearningEvents(db(), namingAt(alongAt, ...named));
    expect(stored.map((event) => event.studentId)).toEqual([student.userId, null]);
    const recorder = createLearningEventRecorder({ forward: true });
    await inTransaction(db(), (tx) => recorder.record(tx, namingAt(recordedAt, ...named)));
    for (const at of [alongAt, recordedAt]) {
      expect(await storedAt(at)).toEqual([
        { actorId: student.userId, studentId: student.userId },
        { actorId: student.userId, studentId: null },
      ]);
    }
  });
});
