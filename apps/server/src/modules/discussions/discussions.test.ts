import { discussions } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useDiscussionTest } from '../../test/discussion-test-world.js';
import { eventsOfActor } from '../../test/learning-events.js';
import { uploadThroughApi } from '../../test/uploads.js';

const { t, w, as, extra, step, askOnStep, liveEventsOfType } = useDiscussionTest();

const questAddress = () => ({ activity_id: w.quest.activity.id, activity_detail_id: step(0) });

describe('POST /api/v2/tutortalk/responses/discussion/fetch/discussion', () => {
  it("answers an empty discussion for a step before the student's first message", async () => {
    const student = await w.freshStudent('Empty');
    const empty = await as(student).call(discussions.getDiscussion, { body: questAddress() });
    expect(empty).toMatchObject({
      token: null,
      kind: 'student',
      activity_id: w.quest.activity.id,
      class_id: w.sixA.id,
      step: { activity_detail_id: step(0), title: 'Step 1', position: 1 },
      messages: [],
      unread_count: 0,
      can_post: true,
      can_hide: false,
    });
  });

  it('answers 404 for a quest not assigned to the class, a step of another quest and an unknown token', async () => {
    const student = await w.freshStudent('Lost');
    for (const body of [
      { activity_id: w.quiz.activity.id, activity_detail_id: step(0) },
      { activity_id: w.quest.activity.id, activity_detail_id: w.quiz.questions[0]?.id ?? 0 },
      { discussion_token: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const refused = await as(student).send(discussions.getDiscussion, { body });
      expect(refused.status, JSON.stringify(body)).toBe(404);
    }
    for (const who of [w.sisterStudent, w.otherStudent]) {
      const refused = await as(who).send(discussions.getDiscussion, { body: questAddress() });
      expect(refused.status).toBe(404);
    }
  });

  it('refuses an address that names no discussion with a field error', async () => {
    const refused = await as(w.student).send(discussions.getDiscussion, { body: {} });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors).toHaveProperty('discussion_token');
    const teacher = await as(w.teacher).send(discussions.getDiscussion, { body: questAddress() });
    expect(teacher.status).toBe(400);
    expect(teacher.error?.errors).toHaveProperty('class_id');
  });
});

describe('POST /api/v2/tutortalk/responses/discussion/post-message', () => {
  it('starts the thread, records its learning event and tells the teachers live, not the author', async () => {
    const student = await w.freshStudent('Asker');
    const posted = await askOnStep(student, '  Can we use tape instead of glue?  ');
    expect(posted.message).toMatchObject({
      author: { name: 'Test A.', role: 'student', is_you: true },
      text: 'Can we use tape instead of glue?',
      photo: null,
      hidden: false,
      message_status: 'read',
      created_at: t.clock.now().toISOString(),
    });
    const [event] = await eventsOfActor(t.db, student.id, 'discussion_message_posted');
    expect(event).toMatchObject({
      organisationId: w.school.id,
      actorType: 'S',
      studentId: student.id,
      classId: w.sixA.id,
      subjectId: expect.any(Number),
      kitId: w.kit.id,
      activityId: w.quest.activity.id,
      activityDetailId: step(0),
      data: { discussion_id: expect.any(Number), message_id: expect.any(Number) },
    });
    const notice = {
      discussion_token: posted.discussion_token,
      message_token: posted.message.token,
    };
    const messageNotices = (userId: number) => liveEventsOfType(userId, 'discussion.message');
    expect(await messageNotices(w.teacher.id)).toContainEqual(notice);
    expect(await messageNotices(student.id)).not.toContainEqual(notice);
    // The Maths teacher of 6A takes no part in a Science quest's threads.
    expect(await messageNotices(extra.mathsTeacher.id)).not.toContainEqual(notice);

    const again = await askOnStep(student, 'Or string?');
    expect(again.discussion_token).toBe(posted.discussion_token);
    const shown = await as(student).call(discussions.getDiscussion, { body: questAddress() });
    expect(shown.messages.map((m) => m.text)).toEqual([
      'Can we use tape instead of glue?',
      'Or string?',
    ]);
  });

  it('refuses an empty message and one over the limit, with field errors', async () => {
    for (const text of ['   ', 'x'.repeat(discussions.MESSAGE_MAX + 1)]) {
      const refused = await as(w.student).send(discussions.postMessage, {
        body: { ...questAddress(), text },
      });
      expect(refused.status).toBe(400);
      expect(refused.error?.errors?.text).toBeDefined();
    }
    const longest = await as(w.student).send(discussions.postMessage, {
      body: { ...questAddress(), text: 'x'.repeat(discussions.MESSAGE_MAX) },
    });
    expect(longest.status).toBe(201);
  });

  it('answers 429 with a clear detail once a student posts too fast, and takes posts again later', async () => {
    const student = await w.freshStudent('Rapid');
    for (let index = 0; index < 10; index++) await askOnStep(student, `Message ${index}`);
    const refused = await as(student).send(discussions.postMessage, {
      body: { ...questAddress(), text: 'One more' },
    });
    expect(refused.status).toBe(429);
    expect(refused.error?.detail).toBe(
      'You are sending messages too quickly. Wait a minute, then try again.',
    );
    t.clock.advance(61_000);
    expect((await askOnStep(student, 'Now?')).message.text).toBe('Now?');
  });

  it('answers 429 past 60 messages an hour, saying how long to wait, and keeps every message taken', async () => {
    const student = await w.freshStudent('Chatty');
    let token = '';
    for (let minute = 0; minute < 6; minute++) {
      for (let index = 0; index < 10; index++) {
        token = (await askOnStep(student, `Message ${minute * 10 + index}`)).discussion_token;
      }
      t.clock.advance(61_000);
    }
    const refused = await as(student).send(discussions.postMessage, {
      body: { discussion_token: token, text: 'One too many' },
    });
    expect(refused.status).toBe(429);
    // The first message was 6 × 61 s ago, so the hour lets the next one in 3234 s from now.
    expect(refused.error?.detail).toBe(
      'You have sent 60 messages in the last hour. Wait 54 minutes, then try again.',
    );
    expect(refused.error?.data).toEqual({ retry_after: 3234 });
    const kept = await as(student).call(discussions.getDiscussion, {
      body: { discussion_token: token },
    });
    expect(kept.messages.map((m) => m.text)).toEqual(
      Array.from({ length: 60 }, (_, index) => `Message ${index}`),
    );
    t.clock.advance(54 * 60_000);
    expect((await askOnStep(student, 'Back again')).message.text).toBe('Back again');
  });

  it("keeps a student out of another student's thread, another class's and another school's", async () => {
    const student = await w.freshStudent('Owner');
    const { discussion_token } = await askOnStep(student, 'Mine');
    for (const who of [w.classmate, w.sisterStudent, w.otherStudent]) {
      const body = { discussion_token, text: 'Hello' };
      expect((await as(who).send(discussions.postMessage, { body })).status).toBe(404);
      const fetched = await as(who).send(discussions.getDiscussion, {
        body: { discussion_token },
      });
      expect(fetched.status).toBe(404);
    }
    for (const who of [extra.mathsTeacher, extra.sevenTeacher]) {
      const fetched = await as(who).send(discussions.getDiscussion, {
        body: { discussion_token },
      });
      expect(fetched.status).toBe(404);
    }
    const admin = await as(w.schoolAdmin).send(discussions.getDiscussion, {
      body: { discussion_token },
    });
    expect(admin.status).toBe(403);
  });

  it("lets the class's teacher reply, and the student sees the reply unread until marked", async () => {
    const student = await w.freshStudent('Reader');
    const { discussion_token } = await askOnStep(student, 'Is this right?');
    const reply = await as(w.teacher).call(discussions.postMessage, {
      body: { discussion_token, text: 'Yes, well done.' },
    });
    expect(reply.message.author).toMatchObject({ name: 'Grace O.', role: 'teacher' });
    const seen = await as(student).call(discussions.getDiscussion, {
      body: { discussion_token },
    });
    expect(seen.unread_count).toBe(1);
    expect(seen.messages.map((m) => m.message_status)).toEqual(['read', 'unread']);
  });
});

describe('photos', () => {
  it('attaches one photo of the author, shown through a signed address', async () => {
    const student = await w.freshStudent('Photographer');
    const { key } = await uploadThroughApi(t, await t.signIn(student.email), 'image/png');
    const posted = await as(student).call(discussions.postMessage, {
      body: { ...questAddress(), text: 'Like this?', photo_key: key },
    });
    expect(posted.message.photo).toMatchObject({ key, content_type: 'image/png' });
    const teacherView = await as(w.teacher).call(discussions.getDiscussion, {
      body: { discussion_token: posted.discussion_token },
    });
    expect(teacherView.messages[0]?.photo?.url).toContain(key);

    // The same photo cannot go to a second message, nor another user's photo to any.
    const again = await as(student).send(discussions.postMessage, {
      body: { ...questAddress(), text: 'Again', photo_key: key },
    });
    expect(again.status).toBe(400);
    const stolen = await as(w.classmate).send(discussions.postMessage, {
      body: { ...questAddress(), text: 'Mine now', photo_key: key },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.error?.errors).toHaveProperty('photo_key');
    const pdf = await uploadThroughApi(t, await t.signIn(student.email), 'application/pdf');
    const notAPhoto = await as(student).send(discussions.postMessage, {
      body: { ...questAddress(), text: 'A PDF', photo_key: pdf.key },
    });
    expect(notAPhoto.status).toBe(400);
  });
});

describe('the class thread', () => {
  it('is opened by a teacher; the class reads and posts in it; other classes do not', async () => {
    const address = { activity_id: w.quest.activity.id, class_id: w.sixA.id };
    const before = await as(w.student).call(discussions.getDiscussion, { body: address });
    expect(before).toMatchObject({ token: null, kind: 'class', can_post: false });
    const refused = await as(w.student).send(discussions.postMessage, {
      body: { ...address, text: 'Hello class' },
    });
    expect(refused.status).toBe(404);

    const opened = await as(w.teacher).call(discussions.postMessage, {
      body: { ...address, text: 'Share your best sensor here.' },
    });
    const shown = await as(w.classmate).call(discussions.getDiscussion, { body: address });
    expect(shown).toMatchObject({ token: opened.discussion_token, kind: 'class', can_post: true });
    expect(shown.student).toBeNull();
    expect(shown.messages[0]?.message_status).toBe('unread');
    const answer = await as(w.classmate).send(discussions.postMessage, {
      body: { discussion_token: opened.discussion_token, text: 'Mine uses light.' },
    });
    expect(answer.status).toBe(201);
    expect(await liveEventsOfType(w.student.id, 'discussion.message')).not.toEqual([]);
    for (const who of [w.sisterStudent, w.otherStudent, extra.sevenTeacher]) {
      const hidden = await as(who).send(discussions.getDiscussion, {
        body: { discussion_token: opened.discussion_token },
      });
      expect(hidden.status).toBe(404);
    }
  });
});
