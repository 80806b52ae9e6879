import { assignments as assignmentCalls, notifications as calls } from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEvents, notifications } from '../../db/schema/index.js';
import { useAssignmentTest } from '../../test/assignment-world.js';

const { t, w, as, tokenOf } = useAssignmentTest('2030-03-10T12:00:00Z');

const give = (kit: { id: number }, activityId?: number) =>
  as(w.teacher).call(assignmentCalls.createAssignments, {
    body: {
      kit_id: kit.id,
      ...(activityId ? { activity_id: activityId } : {}),
      class_ids: [w.sixA.id],
      due_date: '2030-03-20',
    },
  });

const rowsOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('notifications made from work given to a class', () => {
  it('notifies each student of the class once, linking to the work, never the teacher', async () => {
    const kit = await w.kitsOf.kit({ title: 'Magnets', activities: ['quiz', 'worksheet'] });
    const quiz = kit.activities[0];
    if (!quiz) throw new Error('kit without a quiz');
    const [given] = (await give(kit.kit, quiz.id)).results;
    for (const student of [w.student, w.classmate, w.thirdStudent]) {
      const mine = (await rowsOf(student.id)).filter(
        (row) => row.assignmentId === given?.assignment_id,
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        kind: 'work_assigned',
        title: `New work: ${quiz.title}`,
        body: 'Grace Okafor set it for your class, due Wed 20 Mar 2030.',
        link: `/quiz/${quiz.id}?assignment=${given?.assignment_id}&kit=${kit.kit.token}`,
        organisationId: w.school.id,
        inDigest: false,
      });
    }
    expect(await rowsOf(w.sixBStudent.id)).toHaveLength(0);
    expect(await rowsOf(w.teacher.id)).toHaveLength(0);
  });

  it('links whole-kit work to the kit page and tells open screens which notification was made', async () => {
    const kit = await w.kitsOf.kit({ title: 'Levers', activities: ['quiz'] });
    await give(kit.kit);
    const [row] = (await rowsOf(w.student.id)).filter((r) => r.title === 'New work: Levers');
    expect(row?.link).toBe(`/my-library/${kit.kit.token}`);
    const live = await t.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, w.student.id), eq(liveEvents.type, 'notification.created')));
    expect(live.at(-1)?.data).toEqual({ id: row?.id, kind: 'work_assigned' });
  });
});

describe('the notification centre', () => {
  it('answers the bell and the first load of both tabs', async () => {
    const home = await as(w.student).call(calls.getHomeNotifications);
    expect(home.unread.notifications).toBeGreaterThan(0);
    expect(home.unread.total).toBe(home.unread.notifications + home.unread.discussions);
    expect(home.latest.notifications.length).toBeLessThanOrEqual(calls.LATEST_NOTIFICATIONS);
    expect(home.latest.notifications[0]).toMatchObject({ kind: 'work_assigned', read_at: null });
    expect(home.latest.discussions).toEqual([]);
  });

  it('pages 20 at a time, newest first, by status and tab', async () => {
    const student = await t.make.user({ type: 'S', organisation: w.school });
    await t.db.insert(notifications).values(
      Array.from({ length: 23 }, (_, index) => ({
        userId: student.id,
        organisationId: w.school.id,
        kind: index === 0 ? ('discussion_message' as const) : ('announcement' as const),
        sourceKey: `test:${index}`,
        title: `Notice ${index}`,
        link: '/dashboard',
        readAt: index % 2 === 0 ? t.clock.now() : null,
      })),
    );
    const first = await as(student).call(calls.listNotifications, { query: {} });
    expect(first).toMatchObject({ count: 22, next: 2, previous: null });
    expect(first.results).toHaveLength(20);
    expect(first.results[0]?.title).toBe('Notice 22');
    const second = await as(student).call(calls.listNotifications, { query: { page: 2 } });
    expect(second).toMatchObject({ count: 22, next: null, previous: 1 });
    expect(second.results.map((n) => n.title)).toEqual(['Notice 2', 'Notice 1']);
    const pastTheEnd = await as(student).call(calls.listNotifications, { query: { page: 3 } });
    expect(pastTheEnd).toMatchObject({ count: 22, next: null, previous: 2, results: [] });
    const unread = await as(student).call(calls.listNotifications, {
      query: { message_status: 'unread', per_page: 5 },
    });
    expect(unread.count).toBe(11);
    expect(unread.results.every((n) => n.read_at === null)).toBe(true);
    const discussions = await as(student).call(calls.listNotifications, {
      query: { tab: 'discussions' },
    });
    expect(discussions.results.map((n) => [n.title, n.tab])).toEqual([['Notice 0', 'discussions']]);
  });

  it('refuses bad paging with field errors', async () => {
    const response = await as(w.student).sendUnchecked(calls.listNotifications, {
      query: { page: 0, per_page: 21, message_status: 'old', tab: 'x' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.error?.errors ?? {}).sort()).toEqual([
      'message_status',
      'page',
      'per_page',
      'tab',
    ]);
  });

  it('marks one read (again is fine) and answers 404 for anyone else’s', async () => {
    const [mine] = await rowsOf(w.classmate.id);
    if (!mine) throw new Error('the classmate has no notification');
    const marked = await as(w.classmate).call(calls.markNotificationRead, {
      params: { id: mine.id },
    });
    expect(marked.notification.read_at).toBe('2030-03-10T12:00:00.000Z');
    const again = await as(w.classmate).send(calls.markNotificationRead, {
      params: { id: mine.id },
    });
    expect(again.status).toBe(200);
    for (const other of [w.student, w.teacher, w.otherStudent, w.schoolAdmin]) {
      const refused = await as(other).send(calls.markNotificationRead, { params: { id: mine.id } });
      expect(refused.status).toBe(404);
    }
    const missing = await as(w.classmate).send(calls.markNotificationRead, {
      params: { id: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
    const [live] = await t.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, w.classmate.id), eq(liveEvents.type, 'notifications.read')));
    expect(live?.data).toEqual({ unread_count: marked.unread.total });
  });

  it('marks all of one tab, or all, read', async () => {
    const before = await as(w.thirdStudent).call(calls.getUnreadCounts);
    expect(before.notifications).toBeGreaterThan(0);
    const discussionsOnly = await as(w.thirdStudent).call(calls.markAllNotificationsRead, {
      body: { tab: 'discussions' },
    });
    expect(discussionsOnly.marked).toBe(0);
    const all = await as(w.thirdStudent).call(calls.markAllNotificationsRead, { body: {} });
    expect(all).toEqual({
      marked: before.total,
      unread: { notifications: 0, discussions: 0, total: 0 },
    });
    // Others' notifications stay unread.
    expect((await as(w.student).call(calls.getUnreadCounts)).total).toBeGreaterThan(0);
  });

  it('marks all read when the request has no body at all', async () => {
    const before = await as(w.student).call(calls.getUnreadCounts);
    expect(before.total).toBeGreaterThan(0);
    // Sent as a plain client would: no body and no content type.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api${calls.markAllNotificationsRead.path}`,
      headers: { authorization: `token ${await tokenOf(w.student)}` },
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ marked: before.total, unread: { total: 0 } });
  });
});
