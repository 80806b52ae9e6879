import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { livePublisher } from '../../lib/live-publisher.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { NotificationDraft } from './notification-writer.js';
import { writeNotifications } from './notification-writer.js';

const t = {} as TestApp;
beforeAll(async () => {
  Object.assign(t, await createTestApp());
});
afterAll(() => t.close());

const draft = (userId: number, n: number): NotificationDraft => ({
  userId,
  kind: 'work_handed_in',
  sourceKey: `race:${n}`,
  title: '1 hand-in to mark',
  body: '',
  link: '/submissions/kit/1',
  group: {
    key: 'hand-ins:race',
    wordsFor: (count) => ({ title: `${count} hand-ins to mark`, body: '', link: '/x' }),
  },
});

describe('facts of one group written at once (two hand-ins in the same moment)', () => {
  it('gather into one row counting each of them, never a second open row or an error', async () => {
    const school = await t.make.school(await t.make.district(), 'Race school');
    const teacher = await t.make.user({ type: 'T', organisation: school });
    const write = (n: number) =>
      inTransaction(t.db, (tx) =>
        writeNotifications(tx, { live: livePublisher }, [draft(teacher.id, n)], t.clock.now()),
      );
    await Promise.all([1, 2, 3, 4, 5, 6].map(write));
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, teacher.id));
    expect(rows.map((row) => [row.groupCount, row.title])).toEqual([[6, '6 hand-ins to mark']]);
  });
});
