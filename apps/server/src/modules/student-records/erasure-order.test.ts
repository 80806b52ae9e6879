import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { learningEvents } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { heldOpen, waitingOnALock } from '../../test/lock-waits.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type NewLearningEvent, storeLearningEvents } from '../learning-events/index.js';
import { eraseStudentRows } from './erase-student.js';

const t = {} as TestApp;
beforeAll(async () => {
  Object.assign(t, await createTestApp());
});
afterAll(() => t.close());

const at = new Date('2026-12-31T23:59:59.000Z');
const clock = { now: () => at };

async function freshStudent() {
  const school = await t.make.school(await t.make.district());
  const student = await t.make.user({ type: 'S', organisation: school });
  const event: NewLearningEvent = {
    kind: 'answer_question',
    organisationId: school.id,
    actorId: student.id,
    actorType: 'S',
    studentId: student.id,
    occurredAt: at,
  };
  const erase = (tx: Database) =>
    eraseStudentRows(tx, { studentId: student.id, reason: 'request', erasedById: null, clock });
  const eventsNaming = () =>
    t.db
      .select({ seq: learningEvents.seq })
      .from(learningEvents)
      .where(or(eq(learningEvents.actorId, student.id), eq(learningEvents.studentId, student.id)));
  return { event, erase, eventsNaming };
}

// The events table has no foreign keys (decision 0061): these are what keeps an erasure whole.
// PGlite runs one statement at a time, so a transaction held open there would hold up the rest.
describe.skipIf(!process.env.TEST_DATABASE_URL)('an erasure and events written at once', () => {
  it('waits for an event being stored about the student, then erases it too', async () => {
    const { event, erase, eventsNaming } = await freshStudent();
    const storing = heldOpen(t.db, (tx) => storeLearningEvents(tx, [event]));
    expect(await storing.worked).toHaveLength(1);
    const erasing = inTransaction(t.db, erase);
    await waitingOnALock(t.db);
    storing.commit();
    await storing.committed;
    expect(await erasing).not.toBeNull();
    expect(await eventsNaming()).toEqual([]);
  });

  it('makes an event written about the student while it runs wait, and then not be stored', async () => {
    const { event, erase, eventsNaming } = await freshStudent();
    const erasing = heldOpen(t.db, erase);
    expect(await erasing.worked).not.toBeNull();
    const storing = storeLearningEvents(t.db, [event]);
    await waitingOnALock(t.db);
    erasing.commit();
    await erasing.committed;
    expect(await storing).toEqual([]);
    expect(await eventsNaming()).toEqual([]);
  });
});
