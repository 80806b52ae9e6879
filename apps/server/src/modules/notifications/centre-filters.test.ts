import { notifications as calls } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { discussionReads, notifications } from '../../db/schema/index.js';
import { useDiscussionTest } from '../../test/discussion-test-world.js';

const { t, w, as, extra, askOnStep, liveEventsOfType } = useDiscussionTest();

type Reader = Parameters<typeof as>[0];

const page = (user: Reader, query: z.input<typeof calls.notificationPageQuery>) =>
  as(user).call(calls.listNotifications, { query });

const titles = (found: { results: { title: string }[] }) => found.results.map((n) => n.title);

describe('the centre’s read and unread filters', () => {
  /** 40 notices of the notifications tab, every third read, and 2 of another student's. */
  async function notices() {
    const student = await t.make.user({ type: 'S', organisation: w.school });
    const other = await t.make.user({ type: 'S', organisation: w.school });
    await t.db.insert(notifications).values([
      ...Array.from({ length: 40 }, (_, index) => ({
        userId: student.id,
        organisationId: w.school.id,
        kind: 'announcement' as const,
        sourceKey: `filter:${index}`,
        title: `Notice ${index}`,
        link: '/dashboard',
        readAt: index % 3 === 0 ? t.clock.now() : null,
      })),
      ...[0, 1].map((index) => ({
        userId: other.id,
        organisationId: w.school.id,
        kind: 'announcement' as const,
        sourceKey: `filter:${index}`,
        title: `Someone else's ${index}`,
        link: '/dashboard',
        readAt: index === 0 ? t.clock.now() : null,
      })),
    ]);
    return student;
  }

  it('keeps only unread ones, 20 a page, newest first, each filter paged on its own', async () => {
    const student = await notices();
    const unread = await page(student, { message_status: 'unread' });
    expect(unread).toMatchObject({ count: 26, next: 2, previous: null });
    expect(unread.results).toHaveLength(20);
    expect(unread.results.every((n) => n.read_at === null)).toBe(true);
    expect(titles(unread).slice(0, 3)).toEqual(['Notice 38', 'Notice 37', 'Notice 35']);
    const rest = await page(student, { message_status: 'unread', page: 2 });
    expect(rest).toMatchObject({ count: 26, next: null, previous: 1 });
    expect(titles(rest)).toEqual([8, 7, 5, 4, 2, 1].map((n) => `Notice ${n}`));
  });

  it('keeps only read ones, and all of them without a filter', async () => {
    const student = await notices();
    const read = await page(student, { message_status: 'read' });
    expect(read.count).toBe(14);
    expect(titles(read)).toEqual(
      [39, 36, 33, 30, 27, 24, 21, 18, 15, 12, 9, 6, 3, 0].map((n) => `Notice ${n}`),
    );
    expect(read.results.every((n) => n.read_at !== null)).toBe(true);
    const all = await page(student, { message_status: 'all', page: 2 });
    expect(all).toMatchObject({ count: 40, next: null, previous: 1 });
    expect(titles(all)).toEqual(Array.from({ length: 20 }, (_, n) => `Notice ${19 - n}`));
  });

  it('never lists another user’s notifications under any filter', async () => {
    const student = await notices();
    for (const message_status of ['all', 'unread', 'read'] as const) {
      const found = await page(student, { message_status, per_page: 20 });
      const second = await page(student, { message_status, page: 2 });
      expect([...titles(found), ...titles(second)].some((n) => n.startsWith('Someone'))).toBe(
        false,
      );
    }
  });

  it('refuses a filter it does not know, and the archive outside the discussions tab', async () => {
    const unknown = await as(w.student).sendUnchecked(calls.listNotifications, {
      query: { message_status: 'new' },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.error?.errors ?? {})).toEqual(['message_status']);
    const archive = await as(w.student).sendUnchecked(calls.listNotifications, {
      query: { message_status: 'archived', tab: 'notifications' },
    });
    expect(archive.status).toBe(400);
    expect(archive.error?.errors).toEqual({
      message_status: [calls.ARCHIVE_ONLY_IN_DISCUSSIONS],
    });
  });
});

describe('a reader’s discussion archive', () => {
  /** A fresh student's thread on the quest's first step, with two questions in it. */
  async function threadWithTwoQuestions() {
    const student = await w.freshStudent();
    await askOnStep(student, 'Is a blurry photo fine?');
    t.clock.advance(60_000);
    const second = await askOnStep(student, 'Or should I take it again?');
    return { student, token: second.discussion_token };
  }

  const tabOf = (user: Reader, message_status: 'all' | 'unread' | 'archived' = 'all') =>
    page(user, { tab: 'discussions', message_status });
  const aboutThread = <N extends { discussion_token: string | null }>(
    found: { results: N[] },
    token: string,
  ) => found.results.filter((n) => n.discussion_token === token);

  it('moves the thread’s notifications from the tab to the archive, read, for that reader only', async () => {
    const { student, token } = await threadWithTwoQuestions();
    expect(aboutThread(await tabOf(w.teacher, 'unread'), token).length).toBeGreaterThan(0);

    const archived = await as(w.teacher).call(calls.archiveDiscussion, {
      params: { discussion_token: token },
    });
    expect(archived).toEqual({ discussion_token: token, archived_at: t.clock.now().toISOString() });

    expect(aboutThread(await tabOf(w.teacher), token)).toEqual([]);
    const inArchive = aboutThread(await tabOf(w.teacher, 'archived'), token);
    expect(inArchive.length).toBeGreaterThan(0);
    expect(inArchive.every((n) => n.read_at !== null)).toBe(true);
    const home = await as(w.teacher).call(calls.getHomeNotifications);
    expect(home.latest.discussions.filter((n) => n.discussion_token === token)).toEqual([]);
    expect(await liveEventsOfType(w.teacher.id, 'discussion.changed')).toContainEqual({
      discussion_token: token,
    });
    // The teacher never opened the thread: archiving made their read position, at its end.
    const [position] = await t.db
      .select()
      .from(discussionReads)
      .where(eq(discussionReads.userId, w.teacher.id));
    expect(position?.archivedAt?.toISOString()).toBe(archived.archived_at);

    // The student's own view of the thread is theirs: the teacher's archive changes nothing.
    await as(w.teacher).call(calls.archiveDiscussion, { params: { discussion_token: token } });
    expect((await tabOf(student, 'archived')).count).toBe(0);
  });

  it('brings the thread back when asked, and by itself when a newer message arrives', async () => {
    const { student, token } = await threadWithTwoQuestions();
    await as(w.teacher).call(calls.archiveDiscussion, { params: { discussion_token: token } });
    const back = await as(w.teacher).call(calls.bringBackDiscussion, {
      params: { discussion_token: token },
    });
    expect(back).toEqual({ discussion_token: token, archived_at: null });
    expect(aboutThread(await tabOf(w.teacher), token).length).toBeGreaterThan(0);
    expect(aboutThread(await tabOf(w.teacher, 'archived'), token)).toEqual([]);
    const again = await as(w.teacher).send(calls.bringBackDiscussion, {
      params: { discussion_token: token },
    });
    expect(again.status).toBe(200);

    await as(w.teacher).call(calls.archiveDiscussion, { params: { discussion_token: token } });
    expect(aboutThread(await tabOf(w.teacher), token)).toEqual([]);
    t.clock.advance(60_000);
    await askOnStep(student, 'I took it again, here it is.');
    const unread = aboutThread(await tabOf(w.teacher, 'unread'), token);
    expect(unread.length).toBeGreaterThan(0);
    expect(aboutThread(await tabOf(w.teacher, 'archived'), token)).toEqual([]);
  });

  it('lets only readers of the discussion archive it: anyone else finds nothing', async () => {
    const { token } = await threadWithTwoQuestions();
    for (const stranger of [w.classmate, w.otherStudent, extra.mathsTeacher, extra.sevenTeacher]) {
      for (const call of [calls.archiveDiscussion, calls.bringBackDiscussion]) {
        const refused = await as(stranger).send(call, { params: { discussion_token: token } });
        expect(refused.status).toBe(404);
      }
    }
    const admin = await as(w.schoolAdmin).send(calls.archiveDiscussion, {
      params: { discussion_token: token },
    });
    expect(admin.status).toBe(403);
    const unknown = await as(w.teacher).send(calls.archiveDiscussion, {
      params: { discussion_token: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const rows = await t.db
      .select()
      .from(discussionReads)
      .where(eq(discussionReads.userId, extra.mathsTeacher.id));
    expect(rows).toEqual([]);
  });
});
