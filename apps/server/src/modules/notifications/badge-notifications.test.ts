import { notifications as calls, rewards } from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learningEvents } from '../../db/schema/index.js';
import { useActivityTest } from '../../test/activity-world.js';
import { notificationRowsOf } from '../../test/notification-rows.js';

const { t, w, as } = useActivityTest();

const badgeNotices = (userId: number) => notificationRowsOf(t.db, userId, { kind: 'badge_given' });

describe('a badge given by a teacher', () => {
  it('tells its student who gave which badge and why, linking to their rewards; nobody else', async () => {
    const student = await w.freshStudent('Badged');
    await as(w.teacher).call(rewards.giveBadge, {
      body: {
        class_id: w.sixA.id,
        user_token: student.token,
        badge: 'great_effort',
        reason: 'You kept measuring until the ice was gone.',
      },
    });
    const listed = await as(student).call(calls.listNotifications, { query: {} });
    expect(listed.results[0]).toMatchObject({
      kind: 'badge_given',
      title: 'Grace Okafor gave you the Great effort badge',
      body: 'You kept measuring until the ice was gone.',
      link: '/rewards',
    });
    for (const nobody of [w.teacher, w.student, w.classmate]) {
      expect(await badgeNotices(nobody.id)).toEqual([]);
    }
    // The event names the badge; the teacher's words stay with the badge, out of the LRS.
    const [event] = await t.db
      .select()
      .from(learningEvents)
      .where(and(eq(learningEvents.kind, 'badge_given'), eq(learningEvents.studentId, student.id)));
    expect(event).toMatchObject({ actorId: w.teacher.id, classId: w.sixA.id });
    expect(event?.data).toEqual({ badge: 'great_effort' });
  });

  it('tells nothing more when the badge is held already', async () => {
    const student = await w.freshStudent('Twice');
    const give = () =>
      as(w.teacher).send(rewards.giveBadge, {
        body: {
          class_id: w.sixA.id,
          user_token: student.token,
          badge: 'kind_teammate',
          reason: 'Helped a classmate.',
        },
      });
    expect((await give()).status).toBe(201);
    expect((await give()).status).toBe(409);
    expect(await badgeNotices(student.id)).toHaveLength(1);
  });
});
