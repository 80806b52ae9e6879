import { randomUUID } from 'node:crypto';
import { discussions } from '@kitlab/contract';
import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discussionMessages, notifications } from '../../db/schema/index.js';
import { useDiscussionTest } from '../../test/discussion-test-world.js';
import { eventsOfActor } from '../../test/learning-events.js';
import { uploadThroughApi } from '../../test/uploads.js';

const { t, w, as, step } = useDiscussionTest();

const onStep = (text: string, request_key?: string) => ({
  activity_id: w.quest.activity.id,
  activity_detail_id: step(0),
  text,
  ...(request_key ? { request_key } : {}),
});

const messagesBy = (authorId: number) =>
  t.db
    .select({ token: discussionMessages.token, body: discussionMessages.body })
    .from(discussionMessages)
    .where(eq(discussionMessages.authorId, authorId));

/** How many messages the user's notifications of the message's discussion stand for. */
async function notifiedMessages(userId: number, messageToken: string) {
  const [row] = await t.db
    .select({ count: sum(notifications.groupCount).mapWith(Number) })
    .from(notifications)
    .innerJoin(discussionMessages, eq(discussionMessages.discussionId, notifications.discussionId))
    .where(and(eq(notifications.userId, userId), eq(discussionMessages.token, messageToken)));
  return row?.count ?? 0;
}

describe('a send repeated with its request_key', () => {
  it('posts once when two sends of one key race, with one event and one notification', async () => {
    const student = await w.freshStudent('Racer');
    const key = randomUUID();
    const [first, second] = await Promise.all([
      as(student).send(discussions.postMessage, { body: onStep('Is this right?', key) }),
      as(student).send(discussions.postMessage, { body: onStep('Is this right?', key) }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.data?.message.token).toBe(first.data?.message.token);
    expect(second.data?.discussion_token).toBe(first.data?.discussion_token);
    expect(second.data?.message).toMatchObject({ text: 'Is this right?', hidden: false });

    const later = await as(student).send(discussions.postMessage, {
      body: {
        discussion_token: first.data?.discussion_token ?? '',
        text: 'Is this right?',
        request_key: key,
      },
    });
    expect(later.status).toBe(201);
    expect(later.data?.message.token).toBe(first.data?.message.token);

    expect(await messagesBy(student.id)).toHaveLength(1);
    expect(await eventsOfActor(t.db, student.id, 'discussion_message_posted')).toHaveLength(1);
    expect(await notifiedMessages(w.teacher.id, first.data?.message.token ?? '')).toBe(1);
    const shown = await as(w.teacher).call(discussions.getDiscussion, {
      body: { discussion_token: first.data?.discussion_token ?? '' },
    });
    expect(shown.messages.map((m) => m.text)).toEqual(['Is this right?']);
  });

  it('posts again for a new key or no key, and keeps keys apart between authors', async () => {
    const student = await w.freshStudent('Keeper');
    const key = randomUUID();
    await as(student).call(discussions.postMessage, { body: onStep('First', key) });
    await as(student).call(discussions.postMessage, { body: onStep('First', randomUUID()) });
    await as(student).call(discussions.postMessage, { body: onStep('First') });
    await as(student).call(discussions.postMessage, { body: onStep('First') });
    expect(await messagesBy(student.id)).toHaveLength(4);

    const classmate = await w.freshStudent('Other');
    const theirs = await as(classmate).send(discussions.postMessage, {
      body: onStep('First', key),
    });
    expect(theirs.status).toBe(201);
    expect(await messagesBy(classmate.id)).toHaveLength(1);
  });

  it('answers the repeat of a photo message with it, though its photo is taken now', async () => {
    const student = await w.freshStudent('Snapper');
    const { key: photo_key } = await uploadThroughApi(
      t,
      await t.signIn(student.email),
      'image/png',
    );
    const body = { ...onStep('Like this?', randomUUID()), photo_key };
    const first = await as(student).call(discussions.postMessage, { body });
    const again = await as(student).call(discussions.postMessage, { body });
    expect(again.message.token).toBe(first.message.token);
    expect(again.message.photo).toMatchObject({ key: photo_key });
    expect(await messagesBy(student.id)).toHaveLength(1);
  });

  it('refuses a key sent again with another text or to another thread (409), and a key that is no UUID', async () => {
    const student = await w.freshStudent('Reuser');
    const key = randomUUID();
    await as(student).call(discussions.postMessage, { body: onStep('Original', key) });
    const otherText = await as(student).send(discussions.postMessage, {
      body: onStep('Something else', key),
    });
    expect(otherText.status).toBe(409);
    expect(otherText.error?.detail).toMatch(/request_key was sent with another message/);
    const otherStep = await as(student).send(discussions.postMessage, {
      body: { ...onStep('Original', key), activity_detail_id: step(1) },
    });
    expect(otherStep.status).toBe(409);
    expect(await messagesBy(student.id)).toEqual([{ token: expect.any(String), body: 'Original' }]);

    const notAKey = await as(student).send(discussions.postMessage, {
      body: onStep('Original', 'not-a-uuid'),
    });
    expect(notAKey.status).toBe(400);
    expect(notAKey.error?.errors).toEqual({ request_key: ['Send the request_key as a UUID.'] });
  });
});
