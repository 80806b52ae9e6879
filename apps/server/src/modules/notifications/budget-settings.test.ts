import {
  assignments as assignmentCalls,
  notifications as calls,
  NOTIFICATION_KINDS_OF,
} from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, teacherClasses } from '../../db/schema/index.js';
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

const pushOn = (organisationId: number) => t.make.featureOn(organisationId, 'Push Notifications');

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
  it('lists the kinds sent to a teacher, now where never chosen, with the quiet hours and the school zone', async () => {
    const fresh = await t.make.user({ type: 'T', organisation: w.school });
    const settings = await as(fresh).call(calls.getNotificationSettings);
    expect(settings.kinds.map((k) => k.kind)).toEqual(['work_handed_in', 'discussion_message']);
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

  it('saves the same settings sent many times at once, in any order of kinds, without an error', async () => {
    const fresh = await t.make.user({ type: 'T', organisation: w.school });
    const choices = NOTIFICATION_KINDS_OF.T.map((kind) => ({ kind, delivery: 'digest' as const }));
    const orders = Array.from({ length: 12 }, (_, turn) =>
      turn % 2 === 0 ? choices : [...choices].reverse(),
    );
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all(
        orders.map((kinds) =>
          as(fresh).send(calls.saveNotificationSettings, {
            body: { kinds, quiet_hours_start: '21:00', quiet_hours_end: '06:30' },
          }),
        ),
      );
      expect(
        answers.map((answer) => answer.status),
        `round ${round}`,
      ).toEqual(orders.map(() => 200));
    }
    const settings = await as(fresh).call(calls.getNotificationSettings);
    expect(settings.kinds.every((k) => k.delivery === 'digest')).toBe(true);
  });

  it('lists a student the kinds sent to students, and an administrator none', async () => {
    const student = await t.make.user({ type: 'S', organisation: w.school });
    const kinds = (await as(student).call(calls.getNotificationSettings)).kinds;
    expect(kinds.map((k) => k.kind)).toEqual([...NOTIFICATION_KINDS_OF.S]);
    expect(kinds.map((k) => k.kind)).not.toContain('work_handed_in');
    const admin = await as(w.schoolAdmin).call(calls.getNotificationSettings);
    expect(admin.kinds).toEqual([]);
  });

  it('refuses a kind not sent to the user’s kind of user, naming it, and saves nothing', async () => {
    const teacher = await t.make.user({ type: 'T', organisation: w.school });
    const refused = await as(teacher).send(calls.saveNotificationSettings, {
      body: {
        kinds: [
          { kind: 'discussion_message', delivery: 'off' },
          { kind: 'work_assigned', delivery: 'off' },
        ],
        quiet_hours_start: '21:00',
        quiet_hours_end: '06:00',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors).toEqual({ 'kinds.1.kind': [calls.KIND_NOT_SENT_MESSAGE] });
    const kept = await as(teacher).call(calls.getNotificationSettings);
    expect(kept).toMatchObject({ quiet_hours_start: '20:00', quiet_hours_end: '07:00' });
    expect(kept.kinds.every((k) => k.delivery === 'now')).toBe(true);
    const student = await as(w.student).send(calls.saveNotificationSettings, {
      body: {
        kinds: [{ kind: 'work_handed_in', delivery: 'digest' }],
        quiet_hours_start: '20:00',
        quiet_hours_end: '07:00',
      },
    });
    expect(student.status).toBe(400);
    expect(student.error?.errors).toEqual({ 'kinds.0.kind': [calls.KIND_NOT_SENT_MESSAGE] });
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
