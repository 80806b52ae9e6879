import { assignments as assignmentCalls, notifications as calls } from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  liveEvents,
  notifications,
  organisationFeatures,
  teacherClasses,
} from '../../db/schema/index.js';
import { setClock, setTimeZone, useAssignmentTest } from '../../test/assignment-world.js';

const { t, w, as } = useAssignmentTest('2030-03-10T12:00:00Z');

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

const pushOn = async (organisationId: number) =>
  t.db
    .insert(organisationFeatures)
    .values({ organisationId, name: 'Push Notifications', enabled: true })
    .onConflictDoUpdate({
      target: [organisationFeatures.organisationId, organisationFeatures.name],
      set: { enabled: true },
    });

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
        body: 'Grace Okafor set it for your class, due 2030-03-20.',
        link: `/quiz/${quiz.id}?assignment=${given?.assignment_id}&kit=${kit.kit.token}`,
        organisationId: w.school.id,
        inDigest: false,
      });
    }
    expect(await rowsOf(w.sixBStudent.id)).toHaveLength(0);
    expect(await rowsOf(w.teacher.id)).toHaveLength(0);
  });

  it('links whole-kit work to the kit page and tells open screens with the unread count', async () => {
    const kit = await w.kitsOf.kit({ title: 'Levers', activities: ['quiz'] });
    await give(kit.kit);
    const [row] = (await rowsOf(w.student.id)).filter((r) => r.title === 'New work: Levers');
    expect(row?.link).toBe(`/my-library/${kit.kit.token}`);
    const live = await t.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, w.student.id), eq(liveEvents.type, 'notification.created')));
    const unread = (await as(w.student).call(calls.unreadNotifications)).total;
    expect(live.at(-1)?.data).toEqual({ id: row?.id, kind: 'work_assigned', unread_count: unread });
  });
});

describe('the notification centre', () => {
  it('answers the bell and the first load of both tabs', async () => {
    const home = await as(w.student).call(calls.homeNotifications);
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
    const before = await as(w.thirdStudent).call(calls.unreadNotifications);
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
    expect((await as(w.student).call(calls.unreadNotifications)).total).toBeGreaterThan(0);
  });
});

describe('the notification budget', () => {
  it('holds pushes during quiet hours until the school morning, and pushes nothing with the feature off', async () => {
    const tokyo = await t.make.school(w.district, 'Tokyo Branch');
    await setTimeZone(t, tokyo, 'Asia/Tokyo');
    const tokyoClass = await t.make.schoolClass(tokyo, '6A');
    const teacher = await t.make.user({ type: 'T', organisation: tokyo });
    await t.make.teach(teacher, tokyoClass, 'Science');
    const student = await t.make.user({ type: 'S', organisation: tokyo });
    await t.make.enrol(student, tokyoClass);
    const kit = await w.kitsOf.kit({ title: 'Tides', activities: ['quiz'], owner: tokyo });
    const giveHere = (due: string) =>
      as(teacher).call(assignmentCalls.createAssignments, {
        body: { kit_id: kit.kit.id, class_ids: [tokyoClass.id], due_date: due },
      });

    // 12:00 UTC is 21:00 in Tokyo: feature off, so no push at all.
    const offKit = await w.kitsOf.kit({ title: 'Off', activities: ['quiz'], owner: tokyo });
    await as(teacher).call(assignmentCalls.createAssignments, {
      body: { kit_id: offKit.kit.id, class_ids: [tokyoClass.id], due_date: '2030-03-20' },
    });
    expect((await rowsOf(student.id))[0]?.pushDueAt).toBeNull();

    await pushOn(tokyo.id);
    await giveHere('2030-03-20');
    const held = (await rowsOf(student.id)).find((row) => row.title === 'New work: Tides');
    expect(held?.pushDueAt?.toISOString()).toBe('2030-03-10T22:00:00.000Z');
  });

  it('puts digest kinds in the digest and off kinds nowhere, still listing both', async () => {
    await pushOn(w.school.id);
    await as(w.student).call(calls.saveNotificationSettings, {
      body: {
        kinds: [{ kind: 'work_assigned', delivery: 'digest' }],
        quiet_hours_start: '21:00',
        quiet_hours_end: '06:30',
      },
    });
    await as(w.classmate).call(calls.saveNotificationSettings, {
      body: {
        kinds: [{ kind: 'work_assigned', delivery: 'off' }],
        quiet_hours_start: '20:00',
        quiet_hours_end: '07:00',
      },
    });
    const kit = await w.kitsOf.kit({ title: 'Pulleys', activities: ['quiz'] });
    await give(kit.kit);
    const of = async (userId: number) =>
      (await rowsOf(userId)).find((row) => row.title === 'New work: Pulleys');
    expect(await of(w.student.id)).toMatchObject({ pushDueAt: null, inDigest: true });
    expect(await of(w.classmate.id)).toMatchObject({ pushDueAt: null, inDigest: false });
    expect((await of(w.thirdStudent.id))?.pushDueAt?.toISOString()).toBe(
      '2030-03-10T12:00:00.000Z',
    );
  });
});

describe('notification settings', () => {
  it('lists every kind, now where never chosen, with the quiet hours and the school zone', async () => {
    const fresh = await t.make.user({ type: 'T', organisation: w.school });
    const settings = await as(fresh).call(calls.getNotificationSettings);
    expect(settings.kinds).toHaveLength(6);
    expect(settings.kinds.every((k) => k.delivery === 'now')).toBe(true);
    expect(settings).toMatchObject({ quiet_hours_start: '20:00', quiet_hours_end: '07:00' });
    const saved = await as(fresh).call(calls.saveNotificationSettings, {
      body: {
        kinds: [{ kind: 'discussion_message', delivery: 'digest' }],
        quiet_hours_start: '22:15',
        quiet_hours_end: '06:00',
      },
    });
    expect(saved.kinds.find((k) => k.kind === 'discussion_message')?.delivery).toBe('digest');
    expect(saved).toMatchObject({ quiet_hours_start: '22:15', quiet_hours_end: '06:00' });
    expect(await as(fresh).call(calls.getNotificationSettings)).toEqual(saved);
  });

  it('refuses bad times, unknown kinds and a kind twice', async () => {
    const response = await as(w.student).sendUnchecked(calls.saveNotificationSettings, {
      body: {
        kinds: [
          { kind: 'work_marked', delivery: 'now' },
          { kind: 'work_marked', delivery: 'off' },
        ],
        quiet_hours_start: '24:00',
        quiet_hours_end: '7:00',
      },
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toMatchObject({
      kinds: [calls.DUPLICATE_KIND_MESSAGE],
      quiet_hours_start: [calls.QUIET_TIME_MESSAGE],
      quiet_hours_end: [calls.QUIET_TIME_MESSAGE],
    });
    const unknown = await as(w.student).sendUnchecked(calls.saveNotificationSettings, {
      body: {
        kinds: [{ kind: 'gossip', delivery: 'now' }],
        quiet_hours_start: '20:00',
        quiet_hours_end: '07:00',
      },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('POST /api/v2/tutortalk/announcements', () => {
  const teachingOf = async (teacher: { id: number }, classId: number) => {
    const [row] = await t.db
      .select()
      .from(teacherClasses)
      .where(and(eq(teacherClasses.teacherId, teacher.id), eq(teacherClasses.classId, classId)));
    if (!row) throw new Error('no such teaching');
    return row.id;
  };

  it("notifies each student of the teacher's class", async () => {
    const made = await as(w.teacher).call(calls.createAnnouncement, {
      body: {
        teacher_assign_id: await teachingOf(w.teacher, w.sixB.id),
        title: '  Trip on Friday ',
        body: 'Bring a packed lunch.',
      },
    });
    expect(made).toMatchObject({ class_name: '6B', subject_name: 'Science', notified: 1 });
    const [row] = (await rowsOf(w.sixBStudent.id)).filter((r) => r.kind === 'announcement');
    expect(row).toMatchObject({
      title: 'Trip on Friday',
      body: 'Grace Okafor (Science): Bring a packed lunch.',
      link: '/dashboard',
    });
  });

  it("answers 404 for another teacher's class and 400 with field errors for bad input", async () => {
    const theirs = await as(w.teacher).send(calls.createAnnouncement, {
      body: { teacher_assign_id: await teachingOf(w.colleague, w.sixA.id), title: 'Hi', body: '' },
    });
    expect(theirs.status).toBe(404);
    const otherSchool = await as(w.teacher).send(calls.createAnnouncement, {
      body: {
        teacher_assign_id: await teachingOf(w.otherTeacher, w.otherClass.id),
        title: 'Hi',
        body: '',
      },
    });
    expect(otherSchool.status).toBe(404);
    const bad = await as(w.teacher).sendUnchecked(calls.createAnnouncement, {
      body: { teacher_assign_id: 'x', title: ' ', body: 'b'.repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error?.errors ?? {}).sort()).toEqual([
      'body',
      'teacher_assign_id',
      'title',
    ]);
    const student = await as(w.student).send(calls.createAnnouncement, {
      body: { teacher_assign_id: 1, title: 'Hi', body: '' },
    });
    expect(student.status).toBe(403);
  });
});

describe('the clock', () => {
  it('stamps read times with the injected clock', async () => {
    setClock(t, '2030-03-11T08:00:00Z');
    const [row] = await rowsOf(w.student.id);
    const marked = await as(w.student).call(calls.markNotificationRead, {
      params: { id: row?.id ?? 0 },
    });
    expect(marked.notification.read_at).toBe('2030-03-11T08:00:00.000Z');
  });
});
