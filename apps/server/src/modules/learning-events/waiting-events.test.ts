import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { learningEventsWaiting, lrsOutbox, users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { createFactories } from '../../test/factories.js';
import { storedWaiting } from '../../test/learning-events.js';
import { planMode } from '../../test/plan-mode.js';
import { openTestDatabase } from '../../test/test-database.js';
import {
  createLearningEventRecorder,
  eraseLearningEventsStudentData,
  type NewLearningEvent,
  type RecordedLearningEvent,
} from './index.js';
import { WAITING_SWEPT_AFTER_MS, WAITING_SWEPT_AT_ONCE } from './waiting-events.js';

let handle: DatabaseHandle;
type Factories = ReturnType<typeof createFactories>;
let make: Factories;
let school: Awaited<ReturnType<Factories['school']>>;
let teacher: { id: number };

beforeAll(async () => {
  handle = await openTestDatabase();
  make = createFactories(handle.db);
  school = await make.school(await make.district());
  teacher = await make.user({ type: 'T', organisation: school });
});
afterAll(() => handle.close());

const db = (): Database => handle.db;

/** A student of the school, new to each test, so each counts only its own events. */
const newStudent = () => make.user({ type: 'S', organisation: school });

/** A marking of the student's work, its score telling the events apart. */
const marking = (studentId: number, scoreRaw: number): NewLearningEvent => ({
  kind: 'work_marked',
  organisationId: school.id,
  actorId: teacher.id,
  actorType: 'T',
  studentId,
  scoreRaw,
  scoreMax: 20,
  occurredAt: new Date('2028-02-29T23:59:00.000Z'),
});

/** Each marking stored waiting by a fact of its own, as a marking's statement stores it. */
async function markingsWaiting(studentId: number, scores: readonly number[]) {
  const stored: RecordedLearningEvent[][] = [];
  for (const score of scores) stored.push(await storedWaiting(db(), [marking(studentId, score)]));
  return stored;
}

/** A recorder whose one consumer keeps each batch's scores and fails on `failOn` while set. */
function scoreKeeper(options: { forward?: boolean } = {}) {
  const batches: number[][] = [];
  const leftWaiting: unknown[] = [];
  const keeper = { batches, leftWaiting, failOn: null as number | null };
  const recorder = createLearningEventRecorder({
    forward: options.forward ?? false,
    onLeftWaiting: (error) => leftWaiting.push(error),
  });
  recorder.addConsumer(['work_marked'], async (_tx, seen) => {
    const scores = seen.map((event) => event.scoreRaw as number);
    batches.push(scores);
    if (keeper.failOn !== null && scores.includes(keeper.failOn)) {
      throw new Error(`cannot consume ${keeper.failOn}`);
    }
  });
  return { recorder, keeper };
}

/** The events of these facts still waiting for their consumers. */
async function stillWaiting(facts: readonly RecordedLearningEvent[][]) {
  const seqs = facts.flat().map((event) => event.seq);
  const rows = await db()
    .select({ seq: learningEventsWaiting.eventSeq })
    .from(learningEventsWaiting)
    .where(inArray(learningEventsWaiting.eventSeq, seqs))
    .orderBy(learningEventsWaiting.eventSeq);
  return rows.map((row) => row.seq);
}

/** The facts' events as if they had waited longer than the sweep leaves them. */
async function waitedLong(facts: readonly RecordedLearningEvent[][]) {
  const seqs = facts.flat().map((event) => event.seq);
  await db()
    .update(learningEventsWaiting)
    .set({
      waitingSince: sql`now() - make_interval(secs => ${(2 * WAITING_SWEPT_AFTER_MS) / 1000})`,
    })
    .where(inArray(learningEventsWaiting.eventSeq, seqs));
}

/** Sweeps until nothing waits long enough, answering how many each sweep took. */
async function sweepAll(recorder: ReturnType<typeof scoreKeeper>['recorder']) {
  const taken: number[] = [];
  for (;;) {
    const count = await recorder.sweepWaiting(db());
    if (count === 0) return taken;
    taken.push(count);
  }
}

describe("events a fact's statement stores waiting for their consumers", () => {
  it('are consumed after it commits, the facts that come while one batch runs together in the next, each once', async () => {
    const { recorder, keeper } = scoreKeeper({ forward: true });
    const student = await newStudent();
    const facts = await markingsWaiting(student.id, [1, 2, 3]);
    expect(await stillWaiting(facts)).toEqual(facts.flat().map((event) => event.seq));

    await Promise.all(facts.map((stored) => recorder.consumeWaiting(db(), stored)));
    expect(keeper.batches).toEqual([[1], [2, 3]]);
    expect(await stillWaiting(facts)).toEqual([]);
    const outbox = await db()
      .select({ seq: lrsOutbox.eventSeq })
      .from(lrsOutbox)
      .where(
        inArray(
          lrsOutbox.eventSeq,
          facts.flat().map((event) => event.seq),
        ),
      );
    expect(outbox).toHaveLength(3);

    // Taken already: neither the fact again nor the sweep consumes them twice.
    await recorder.consumeWaiting(db(), facts[0] ?? []);
    await waitedLong(facts);
    expect(await sweepAll(recorder)).toEqual([]);
    expect(keeper.batches).toEqual([[1], [2, 3]]);
    expect(keeper.leftWaiting).toEqual([]);
  });

  it("run their consumers on the transaction's kept plans, whether consumed after the fact or swept", async () => {
    const recorder = createLearningEventRecorder({ forward: false });
    const modes: string[] = [];
    recorder.addConsumer(['work_marked'], async (tx) => {
      modes.push(await planMode(tx));
    });
    const before = await planMode(db());
    expect(before).not.toBe('force_generic_plan');
    const student = await newStudent();
    const [consumed = [], swept = []] = await markingsWaiting(student.id, [4, 5]);

    await recorder.consumeWaiting(db(), consumed);
    await waitedLong([swept]);
    await recorder.sweepWaiting(db());
    expect(modes).toEqual(['force_generic_plan', 'force_generic_plan']);
    expect(await planMode(db())).toBe(before);
  });

  it('are left waiting, the fact standing, when their consumers fail, and swept once they have waited', async () => {
    const { recorder, keeper } = scoreKeeper();
    const student = await newStudent();
    const facts = await markingsWaiting(student.id, [4, 13, 5]);
    keeper.failOn = 13;

    await Promise.all(facts.map((stored) => recorder.consumeWaiting(db(), stored)));
    // The batch of 13 and 5 failed and ran again one fact at a time.
    expect(keeper.batches).toEqual([[4], [13, 5], [13], [5]]);
    expect(keeper.leftWaiting).toEqual([new Error('cannot consume 13')]);
    const failed = facts[1] ?? [];
    expect(await stillWaiting(facts)).toEqual(failed.map((event) => event.seq));

    // Not yet: the sweep leaves what a process may be about to consume.
    expect(await recorder.sweepWaiting(db())).toBe(0);
    keeper.failOn = null;
    await waitedLong([failed]);
    expect(await sweepAll(recorder)).toEqual([1]);
    expect(keeper.batches.at(-1)).toEqual([13]);
    expect(await stillWaiting(facts)).toEqual([]);
  });

  it('are swept one at a time when a sweep fails, so an event its consumers cannot take holds back no other', async () => {
    const { recorder, keeper } = scoreKeeper();
    const student = await newStudent();
    const facts = await markingsWaiting(student.id, [21, 13, 22]);
    await waitedLong(facts);
    keeper.failOn = 13;

    expect(await recorder.sweepWaiting(db())).toBe(2);
    expect(keeper.batches).toEqual([[21, 13, 22], [21], [13], [22]]);
    expect(keeper.leftWaiting).toEqual([
      new Error('cannot consume 13'),
      new Error('cannot consume 13'),
    ]);
    expect(await stillWaiting(facts)).toEqual((facts[1] ?? []).map((event) => event.seq));
    keeper.failOn = null;
    expect(await sweepAll(recorder)).toEqual([1]);
  });

  it('are swept a bounded batch at a time, the oldest first, by two sweeps at once each event once', async () => {
    const { recorder, keeper } = scoreKeeper();
    const student = await newStudent();
    const count = WAITING_SWEPT_AT_ONCE + 50;
    const events = Array.from({ length: count }, (_, i) => marking(student.id, 1000 + i));
    const facts = [await storedWaiting(db(), events)];
    await waitedLong(facts);

    const [first, second] = await Promise.all([
      recorder.sweepWaiting(db()),
      recorder.sweepWaiting(db()),
    ]);
    expect([first, second].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      50,
      WAITING_SWEPT_AT_ONCE,
    ]);
    expect(await sweepAll(recorder)).toEqual([]);
    const swept = keeper.batches.flat();
    expect(swept.sort((a, b) => a - b)).toEqual(events.map((event) => event.scoreRaw));
    // Each sweep took events in their order.
    for (const batch of keeper.batches) expect(batch).toEqual([...batch].sort((a, b) => a - b));
    expect(await stillWaiting(facts)).toEqual([]);
  });

  it("go with a student's erasure, and are not consumed for someone no longer there", async () => {
    const { recorder, keeper } = scoreKeeper();
    const erased = await newStudent();
    const [erasedFact = []] = await markingsWaiting(erased.id, [7]);
    await inTransaction(db(), (tx) => eraseLearningEventsStudentData(tx, erased.id));
    expect(await stillWaiting([erasedFact])).toEqual([]);
    await recorder.consumeWaiting(db(), erasedFact);

    const gone = await newStudent();
    const [goneFact = []] = await markingsWaiting(gone.id, [8]);
    await db().delete(users).where(eq(users.id, gone.id));
    await recorder.consumeWaiting(db(), goneFact);
    expect(await stillWaiting([goneFact])).toEqual([]);
    expect(keeper.batches).toEqual([]);
    expect(keeper.leftWaiting).toEqual([]);
  });
});
