import { discussions, notifications } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useDiscussionTest } from '../../test/discussion-test-world.js';

const { w, as, askOnStep, liveEventsOfType } = useDiscussionTest();

/** The caller's notifications of one discussion, as the centre's discussions tab lists them. */
async function noticesOf(who: { email: string }, discussionToken: string) {
  const page = await as(who).call(notifications.listNotifications, {
    query: { tab: 'discussions', per_page: 20 },
  });
  return page.results
    .filter((n) => n.link === `/discussions/${discussionToken}`)
    .map((n) => ({ title: n.title, read: n.read_at !== null }));
}

const unreadIn = async (who: { email: string }, discussion_token: string) =>
  (await as(who).call(discussions.getDiscussion, { body: { discussion_token } })).unread_count;

describe('reading a discussion marks its notifications read', () => {
  it("mark-message reads the thread's gathered notification only once it reaches the latest message", async () => {
    const student = await w.freshStudent('Reads');
    const first = await askOnStep(student, 'One');
    const token = first.discussion_token;
    const second = await askOnStep(student, 'Two');
    const third = await askOnStep(student, 'Three');
    const before = await as(w.teacher).call(notifications.getUnreadCounts);
    // The thread's three messages are one unread row for the teacher.
    expect((await noticesOf(w.teacher, token)).map((n) => n.read)).toEqual([false]);

    await as(w.teacher).call(discussions.markMessage, {
      body: { discussion_token: token, message_token: second.message.token },
    });
    // The row stands for the third message too, which is still unread.
    expect((await noticesOf(w.teacher, token)).map((n) => n.read)).toEqual([false]);

    await as(w.teacher).call(discussions.markMessage, {
      body: { discussion_token: token, message_token: third.message.token },
    });
    expect((await noticesOf(w.teacher, token)).map((n) => n.read)).toEqual([true]);
    const after = await as(w.teacher).call(notifications.getUnreadCounts);
    expect(after.discussions).toBe(before.discussions - 1);
    expect(await liveEventsOfType(w.teacher.id, 'notifications.read')).toContainEqual({
      unread_count: after.total,
    });
  });

  it('posting in a thread reads it for the author, so their notifications of it are read too', async () => {
    const student = await w.freshStudent('Replies');
    const asked = await askOnStep(student, 'Is this right?');
    const token = asked.discussion_token;
    await as(w.teacher).call(discussions.postMessage, {
      body: { discussion_token: token, text: 'Nearly.' },
    });
    expect(await noticesOf(student, token)).toEqual([{ title: expect.any(String), read: false }]);
    await askOnStep(student, 'Thanks, fixed it.');
    expect(await noticesOf(student, token)).toEqual([{ title: expect.any(String), read: true }]);
    expect(await unreadIn(student, token)).toBe(0);
  });
});

describe('marking notifications read reads their discussions', () => {
  it("mark-all of the discussions tab moves the user's read position of each of their discussions to its newest message", async () => {
    const student = await w.freshStudent('Catchup');
    const one = (await askOnStep(student, 'Step one?')).discussion_token;
    await askOnStep(student, 'Still step one?');
    const two = (await askOnStep(student, 'Step two?', 1)).discussion_token;
    expect([await unreadIn(w.teacher, one), await unreadIn(w.teacher, two)]).toEqual([2, 1]);

    const marked = await as(w.teacher).call(notifications.markAllNotificationsRead, {
      body: { tab: 'discussions' },
    });
    expect(marked.marked).toBeGreaterThanOrEqual(3);
    expect(marked.unread.discussions).toBe(0);
    expect([await unreadIn(w.teacher, one), await unreadIn(w.teacher, two)]).toEqual([0, 0]);
    const list = await as(w.teacher).call(discussions.listQuestDiscussions, {
      body: { activity_id: w.quest.activity.id, class_id: w.sixA.id },
    });
    for (const token of [one, two]) {
      expect(list.discussions.find((d) => d.token === token)?.unread_count).toBe(0);
    }
    const changed = await liveEventsOfType(w.teacher.id, 'discussion.changed');
    for (const token of [one, two]) expect(changed).toContainEqual({ discussion_token: token });
  });

  it('mark-all of the notifications tab leaves discussions unread; mark-all of everything reads them', async () => {
    const student = await w.freshStudent('Tabs');
    const token = (await askOnStep(student, 'Anyone?')).discussion_token;
    await as(w.teacher).call(notifications.markAllNotificationsRead, {
      body: { tab: 'notifications' },
    });
    expect(await unreadIn(w.teacher, token)).toBe(1);
    await as(w.teacher).call(notifications.markAllNotificationsRead, { body: {} });
    expect(await unreadIn(w.teacher, token)).toBe(0);
  });

  it("a student's mark-all reads the class thread they were notified of, and only their own position", async () => {
    const address = { activity_id: w.quest.activity.id, class_id: w.sixA.id };
    const student = await w.freshStudent('Classroom');
    const opened = await as(w.teacher).call(discussions.postMessage, {
      body: { ...address, text: 'Share one photo each.' },
    });
    const token = opened.discussion_token;
    await as(w.classmate).call(discussions.postMessage, {
      body: { discussion_token: token, text: 'Here is mine.' },
    });
    expect(await unreadIn(student, token)).toBe(2);
    await as(student).call(notifications.markAllNotificationsRead, { body: {} });
    expect(await unreadIn(student, token)).toBe(0);
    expect(await unreadIn(w.teacher, token)).toBe(1);
  });
});
