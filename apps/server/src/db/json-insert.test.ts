import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactories } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import type { Database, DatabaseHandle } from './client.js';
import { jsonInsert } from './json-insert.js';
import { learningEvents, notifications } from './schema/index.js';
import { inTransaction } from './transaction.js';

let handle: DatabaseHandle;
let db: Database;
let userId: number;
let organisationId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const make = createFactories(db);
  const school = await make.school(await make.district());
  const student = await make.user({ type: 'S', organisation: school });
  userId = student.id;
  organisationId = school.id;
});
afterAll(() => handle.close());

const storeEvents = jsonInsert('test_json_insert_events', learningEvents, {
  returning: getTableColumns(learningEvents),
});
const storeNotices = jsonInsert('test_json_insert_notices', notifications, {
  skipConflictsOn: [notifications.userId, notifications.sourceKey],
  returning: { id: notifications.id, sourceKey: notifications.sourceKey, body: notifications.body },
});

const event = (kind: 'work_marked' | 'attempt_submitted', extra: object = {}) => ({
  kind,
  organisationId,
  actorId: userId,
  actorType: 'S' as const,
  studentId: userId,
  occurredAt: new Date('2026-03-04T05:06:07.089Z'),
  ...extra,
});

/** A stored event as compared: what the database makes itself (its seq, id and time) left out. */
const comparable = ({ seq, id, storedAt, ...rest }: typeof learningEvents.$inferSelect) => rest;

describe('rows inserted from one JSON placeholder', () => {
  it('stores and answers them as the query builder does, whatever their number', async () => {
    const marked = event('work_marked', { scoreRaw: 2.5, success: true, data: { course: 'a' } });
    const handedIn = event('attempt_submitted', { success: false, data: { course: 'b' } });
    const rows = [marked, handedIn];
    const stored = await storeEvents(db, rows);
    const built = await db.insert(learningEvents).values(rows).returning();
    expect(stored.map(comparable)).toEqual(built.map(comparable));
    expect(stored[0]?.seq).toBeTypeOf('number');
    expect(stored[0]?.storedAt).toBeInstanceOf(Date);
    const again = await storeEvents(db, [marked, handedIn, marked]);
    expect(again.map(comparable)).toEqual(
      [built[0], built[1], built[0]].map((row) => row && comparable(row)),
    );
  });

  it('gives a column no row gives its default, and skips a row whose key is taken', async () => {
    const notice = {
      userId,
      organisationId,
      kind: 'work_marked' as const,
      title: 'Marked',
      link: '/work',
    };
    const made = await storeNotices(db, [{ ...notice, sourceKey: 'json-insert:1' }]);
    expect(made).toEqual([{ id: expect.any(Number), sourceKey: 'json-insert:1', body: '' }]);
    const [row] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, made[0]?.id ?? 0));
    expect(row).toMatchObject({ groupCount: 1, inDigest: false, readAt: null });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const second = await storeNotices(db, [
      { ...notice, sourceKey: 'json-insert:1', body: 'again' },
      { ...notice, sourceKey: 'json-insert:2', body: 'new' },
    ]);
    expect(second).toEqual([{ id: expect.any(Number), sourceKey: 'json-insert:2', body: 'new' }]);
  });

  it('leaves a default to the query builder when only some rows give its column', async () => {
    const notice = { userId, organisationId, kind: 'work_marked' as const, title: 'T', link: '/w' };
    const made = await storeNotices(db, [
      { ...notice, sourceKey: 'json-insert:3', body: 'given' },
      { ...notice, sourceKey: 'json-insert:4' },
    ]);
    expect(made.map((row) => row.body)).toEqual(['given', '']);
  });

  it('leaves a value written as SQL to the query builder', async () => {
    const at = sql`'2026-05-06T07:08:09Z'::timestamptz`;
    const [stored] = await storeEvents(db, [event('work_marked', { occurredAt: at })]);
    expect(stored?.occurredAt).toEqual(new Date('2026-05-06T07:08:09Z'));
  });

  it('writes text with half a surrogate pair as the driver does, with a replacement character', async () => {
    const notice = { userId, organisationId, kind: 'work_marked' as const, link: '/w' };
    const made = await storeNotices(db, [
      { ...notice, sourceKey: 'json-insert:5', title: 'Half \ud800', body: 'b' },
    ]);
    const [row] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, made[0]?.id ?? 0));
    expect(row?.title).toBe('Half \ufffd');
  });

  it('runs inside a transaction and leaves nothing of one rolled back', async () => {
    await expect(
      inTransaction(db, async (tx) => {
        await storeEvents(tx, [event('work_marked', { data: { course: 'rolled back' } })]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(learningEvents)
      .where(sql`${learningEvents.data}->>'course' = 'rolled back'`);
    expect(left?.count).toBe(0);
  });
});
