import { discussions } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discussionMessages } from '../../db/schema/index.js';
import { useDiscussionTest } from '../../test/discussion-test-world.js';
import { uploadThroughApi } from '../../test/uploads.js';

const { t, w, as, extra, step, liveEventsOfType } = useDiscussionTest();

const remove = (who: { email: string }, message_token: string) =>
  as(who).send(discussions.hideMessage, { body: { message_token } });

const shownTo = async (who: { email: string }, discussion_token: string, token: string) => {
  const shown = await as(who).call(discussions.getDiscussion, { body: { discussion_token } });
  return shown.messages.find((m) => m.token === token);
};

/** The removal lines of the server log (with no logger, a request's log is the app's). */
const removalLog = () => {
  const info = vi.spyOn(t.app.log, 'info');
  return () => info.mock.calls.filter((call) => call.includes('discussion message removed'));
};

afterEach(() => vi.restoreAllMocks());

describe('POST /api/v2/tutortalk/responses/discussion/hide-message', () => {
  it('removes the text and photo for every reader, its author too, and keeps who and when', async () => {
    const student = await w.freshStudent('Remover');
    const { key } = await uploadThroughApi(t, await t.signIn(student.email), 'image/png');
    const posted = await as(student).call(discussions.postMessage, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: step(0),
        text: 'Something unkind',
        photo_key: key,
      },
    });
    const { discussion_token } = posted;
    const removals = removalLog();

    const removed = await remove(w.teacher, posted.message.token);
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ message_token: posted.message.token, hidden: true });

    for (const reader of [student, w.teacher]) {
      expect(await shownTo(reader, discussion_token, posted.message.token)).toMatchObject({
        hidden: true,
        text: null,
        photo: null,
      });
    }
    const [row] = await t.db
      .select({ hiddenById: discussionMessages.hiddenById, hiddenAt: discussionMessages.hiddenAt })
      .from(discussionMessages)
      .where(eq(discussionMessages.token, posted.message.token));
    expect(row).toEqual({ hiddenById: w.teacher.id, hiddenAt: t.clock.now() });
    expect(await liveEventsOfType(student.id, 'discussion.changed')).toContainEqual({
      discussion_token,
    });

    const lines = removals();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[0]).toEqual({
      messageId: expect.any(Number),
      discussionId: expect.any(Number),
      removedById: w.teacher.id,
    });
    const written = JSON.stringify(lines);
    for (const personal of ['Something unkind', 'Test', 'Remover', key]) {
      expect(written).not.toContain(personal);
    }
  });

  it('lets a teacher remove in the class thread, a teacher’s message too, and removing again changes nothing', async () => {
    const address = { activity_id: w.quest.activity.id, class_id: w.sixA.id };
    const opened = await as(w.teacher).call(discussions.postMessage, {
      body: { ...address, text: 'Post your results.' },
    });
    const rude = await as(w.classmate).call(discussions.postMessage, {
      body: { discussion_token: opened.discussion_token, text: 'Something rude' },
    });
    await as(w.student).call(discussions.reportMessage, {
      body: { message_token: rude.message.token, reason: 'It is mean.' },
    });

    expect((await remove(w.teacher, rude.message.token)).status).toBe(200);
    expect((await remove(w.teacher, opened.message.token)).status).toBe(200);
    const changes = (await liveEventsOfType(w.classmate.id, 'discussion.changed')).length;
    const removals = removalLog();
    t.clock.advance(60_000);
    const again = await remove(w.teacher, rude.message.token);
    expect(again.data).toEqual({ message_token: rude.message.token, hidden: true });
    expect(removals()).toEqual([]);
    expect(await liveEventsOfType(w.classmate.id, 'discussion.changed')).toHaveLength(changes);
    const [row] = await t.db
      .select({ hiddenAt: discussionMessages.hiddenAt })
      .from(discussionMessages)
      .where(eq(discussionMessages.token, rude.message.token));
    expect(row?.hiddenAt?.getTime()).toBe(t.clock.now().getTime() - 60_000);

    for (const reader of [w.classmate, w.student, w.teacher]) {
      const shown = await as(reader).call(discussions.getDiscussion, {
        body: { discussion_token: opened.discussion_token },
      });
      expect(shown.messages.map((m) => [m.text, m.hidden])).toEqual([
        [null, true],
        [null, true],
      ]);
    }
    const reports = await as(w.teacher).call(discussions.listOpenReports, { body: {} });
    expect(reports.results.map((r) => r.message_token)).not.toContain(rude.message.token);
  });

  it('answers 403 to students, 404 to teachers of another subject, class or school, and keeps the message', async () => {
    const student = await w.freshStudent('Kept');
    const posted = await as(student).call(discussions.postMessage, {
      body: { activity_id: w.quest.activity.id, activity_detail_id: step(0), text: 'Still here' },
    });
    const token = posted.message.token;
    expect((await remove(student, token)).status).toBe(403);
    expect((await remove(w.classmate, token)).status).toBe(403);
    const otherSchool = await t.make.user({ type: 'T', organisation: w.otherSchool });
    await t.make.teach(otherSchool, w.otherClass, 'Science');
    for (const who of [extra.mathsTeacher, extra.sevenTeacher, otherSchool]) {
      const refused = await remove(who, token);
      expect(refused.status).toBe(404);
      expect(refused.error?.detail).toBe('No such message.');
    }
    expect(await shownTo(w.teacher, posted.discussion_token, token)).toMatchObject({
      hidden: false,
      text: 'Still here',
    });
  });
});
