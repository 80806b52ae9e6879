import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  discussionMessages,
  discussions,
  learningEvents,
  notifications,
  teacherClasses,
} from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { livePublisher } from '../../lib/live-publisher.js';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { notificationRowsOf } from '../../test/notification-rows.js';
import { removeMessagePreviews } from '../notifications/index.js';
import { createMessageNotifier } from './message-notifications.consumer.js';

const { t, w } = useAssignmentTest('2030-03-10T12:00:00Z');

async function scienceOf6A(): Promise<number> {
  const [row] = await t.db
    .select({ subjectId: teacherClasses.subjectId })
    .from(teacherClasses)
    .where(and(eq(teacherClasses.teacherId, w.teacher.id), eq(teacherClasses.classId, w.sixA.id)));
  if (!row) throw new Error('the teacher does not teach 6A');
  return row.subjectId;
}

async function discussion(studentId: number | null) {
  const quest = w.science.activities[2];
  if (!quest) throw new Error('kit without a quest');
  const [row] = await t.db
    .insert(discussions)
    .values({
      organisationId: w.school.id,
      classId: w.sixA.id,
      subjectId: await scienceOf6A(),
      activityId: quest.id,
      studentId,
    })
    .returning();
  if (!row) throw new Error('no discussion');
  return row;
}

/** A message and its event, recorded and turned into notifications in one transaction. */
async function post(
  thread: typeof discussions.$inferSelect,
  author: { id: number; userType: 'S' | 'T' | 'C' },
  replyToId: number | null = null,
  body = 'A private question about my work',
) {
  const notify = createMessageNotifier({ live: livePublisher, now: () => t.clock.now() });
  return inTransaction(t.db, async (tx: Database) => {
    const [message] = await tx
      .insert(discussionMessages)
      .values({
        organisationId: w.school.id,
        discussionId: thread.id,
        authorId: author.id,
        authorType: author.userType,
        body,
        replyToId,
      })
      .returning();
    const stored = await tx
      .insert(learningEvents)
      .values({
        kind: 'discussion_message_posted',
        organisationId: w.school.id,
        actorId: author.id,
        actorType: author.userType,
        studentId: thread.studentId,
        classId: thread.classId,
        activityId: thread.activityId,
        data: { discussion_id: thread.id, message_id: message?.id ?? 0 },
        occurredAt: t.clock.now(),
      })
      .returning();
    await notify(tx, stored);
    return { message, stored, notify };
  });
}

const recipientsOf = async (messageId: number) =>
  (
    await t.db
      .select({
        userId: notifications.userId,
        body: notifications.body,
        title: notifications.title,
        link: notifications.link,
      })
      .from(notifications)
      .where(eq(notifications.sourceKey, `message:${messageId}`))
  ).sort((a, b) => a.userId - b.userId);

describe('notifications of discussion messages', () => {
  it("a student's message in their thread reaches the class's teachers of the subject, not the author", async () => {
    const thread = await discussion(w.student.id);
    const { message } = await post(thread, { id: w.student.id, userType: 'S' });
    const recipients = await recipientsOf(message?.id ?? 0);
    expect(recipients.map((r) => r.userId)).toEqual([w.teacher.id]);
    expect(recipients[0]).toMatchObject({
      title: `New message: ${w.science.activities[2]?.title}`,
      body: 'Lucas Moreau: A private question about my work',
      link: `/discussions/${thread.token}`,
    });
  });

  it("a teacher's reply in a student's thread reaches that student only", async () => {
    const thread = await discussion(w.classmate.id);
    const first = await post(thread, { id: w.classmate.id, userType: 'S' });
    const { message } = await post(thread, { id: w.teacher.id, userType: 'T' }, first.message?.id);
    const recipients = await recipientsOf(message?.id ?? 0);
    expect(recipients.map((r) => r.userId)).toEqual([w.classmate.id]);
    expect(recipients[0]?.title).toMatch(/^New reply: /);
    expect(recipients[0]?.body).toBe('Grace Okafor: A private question about my work');
  });

  it("a student's message in the class thread reaches classmates without the author's name, and the teachers with it", async () => {
    const thread = await discussion(null);
    const { message } = await post(thread, { id: w.student.id, userType: 'S' });
    const recipients = await recipientsOf(message?.id ?? 0);
    const ids = recipients.map((r) => r.userId);
    expect(ids).toEqual([w.classmate.id, w.thirdStudent.id, w.teacher.id].sort((a, b) => a - b));
    expect(ids).not.toContain(w.student.id);
    expect(ids).not.toContain(w.colleague.id);
    for (const recipient of recipients) {
      const expected = recipient.userId === w.teacher.id ? 'Lucas Moreau' : 'A classmate';
      expect(recipient.body).toBe(`${expected}: A private question about my work`);
    }
  });

  it('makes one notification per recipient when the same event comes twice', async () => {
    const thread = await discussion(w.thirdStudent.id);
    const { message, stored, notify } = await post(thread, {
      id: w.thirdStudent.id,
      userType: 'S',
    });
    await inTransaction(t.db, (tx) => notify(tx, [...stored, ...stored]));
    expect(await recipientsOf(message?.id ?? 0)).toHaveLength(1);
  });
});

const rowsOf = (userId: number, discussionId: number) =>
  notificationRowsOf(t.db, userId, { discussionId });

describe("a thread's messages gathered per reader", () => {
  it('makes one unread row per thread, counting its messages and showing the start of the latest', async () => {
    const thread = await discussion(w.student.id);
    const quest = w.science.activities[2]?.title;
    await post(thread, { id: w.student.id, userType: 'S' }, null, 'First question');
    await post(thread, { id: w.student.id, userType: 'S' }, null, 'Second\n\n  question');
    const long = `${'word '.repeat(30)}end`;
    const { message } = await post(thread, { id: w.student.id, userType: 'S' }, null, long);
    const rows = await rowsOf(w.teacher.id, thread.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      title: `3 new messages in ${quest}`,
      groupCount: 3,
      sourceKey: `message:${message?.id}`,
      link: `/discussions/${thread.token}`,
    });
    const preview = row?.body.replace('Lucas Moreau: ', '') ?? '';
    expect(Array.from(preview)).toHaveLength(80);
    expect(preview.endsWith('…')).toBe(true);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it('collapses spaces, says a photo alone was sent, and starts a new row once the row is read', async () => {
    const thread = await discussion(w.classmate.id);
    await post(thread, { id: w.classmate.id, userType: 'S' }, null, 'Is   this\nright?');
    const [first] = await rowsOf(w.teacher.id, thread.id);
    expect(first?.body).toBe(`${w.classmate.firstName} ${w.classmate.lastName}: Is this right?`);
    await t.db
      .update(notifications)
      .set({ readAt: t.clock.now() })
      .where(eq(notifications.id, first?.id ?? 0));
    await post(thread, { id: w.classmate.id, userType: 'S' }, null, '  ');
    const rows = await rowsOf(w.teacher.id, thread.id);
    expect(rows).toHaveLength(2);
    const fresh = rows.find((row) => row.id !== first?.id);
    expect(fresh).toMatchObject({ groupCount: 1, readAt: null });
    expect(fresh?.title).toMatch(/^New message: /);
    expect(fresh?.body).toBe(`${w.classmate.firstName} ${w.classmate.lastName} sent a photo.`);
  });

  it("takes a removed message's words out of every row showing them, and only those", async () => {
    const thread = await discussion(w.student.id);
    const kept = await post(thread, { id: w.teacher.id, userType: 'T' }, null, 'Kept words');
    const other = await discussion(w.thirdStudent.id);
    await post(other, { id: w.teacher.id, userType: 'T' }, null, 'Other thread words');
    const removed = await post(thread, { id: w.teacher.id, userType: 'T' }, null, 'Removed words');
    await inTransaction(t.db, (tx) =>
      removeMessagePreviews(tx, { id: removed.message?.id ?? 0, discussionId: thread.id }),
    );
    const rows = await rowsOf(w.student.id, thread.id);
    expect(rows.map((row) => [row.title, row.body])).toEqual([
      [`2 new messages in ${w.science.activities[2]?.title}`, 'Message removed'],
    ]);
    const everyBody = await t.db.select({ body: notifications.body }).from(notifications);
    expect(everyBody.map((row) => row.body).join('\n')).not.toContain('Removed words');
    expect((await rowsOf(w.thirdStudent.id, other.id))[0]?.body).toBe(
      'Grace Okafor: Other thread words',
    );
    expect(kept.message?.id).toBeDefined();
  });
});
