import { discussions } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { useDiscussionTest } from '../../test/discussion-test-world.js';

const { t, w, as, extra, step, askOnStep, liveEventsOfType } = useDiscussionTest();

const reply = (discussion_token: string, text: string) =>
  as(w.teacher).call(discussions.postMessage, { body: { discussion_token, text } });

const mark = (who: { email: string }, discussion_token: string, message_token: string) =>
  as(who).call(discussions.markMessage, { body: { discussion_token, message_token } });

describe('POST /api/v2/tutortalk/responses/discussion/mark-message', () => {
  it('moves the read cursor forward, never back, and answers message_status per message', async () => {
    const student = await w.freshStudent('Marker');
    const first = await askOnStep(student, 'One');
    const token = first.discussion_token;
    const second = await askOnStep(student, 'Two');
    const third = await askOnStep(student, 'Three');

    const read = await mark(w.teacher, token, second.message.token);
    expect(read.unread_count).toBe(1);
    expect(read.message_status.map((m) => m.message_status)).toEqual(['read', 'read', 'unread']);
    const back = await mark(w.teacher, token, first.message.token);
    expect(back.unread_count).toBe(1);
    expect(back.message_status.map((m) => m.message_status)).toEqual(['read', 'read', 'unread']);
    expect(await liveEventsOfType(w.teacher.id, 'discussion.changed')).toContainEqual({
      discussion_token: token,
    });
    const all = await mark(w.teacher, token, third.message.token);
    expect(all.unread_count).toBe(0);
  });

  it("answers 404 for a message of another discussion and for another student's discussion", async () => {
    const student = await w.freshStudent('Private');
    const mine = await askOnStep(student, 'Mine');
    const other = await askOnStep(student, 'On step two', 1);
    const wrongPair = await as(student).send(discussions.markMessage, {
      body: { discussion_token: mine.discussion_token, message_token: other.message.token },
    });
    expect(wrongPair.status).toBe(404);
    for (const who of [w.classmate, w.otherStudent, extra.sevenTeacher]) {
      const refused = await as(who).send(discussions.markMessage, {
        body: { discussion_token: mine.discussion_token, message_token: mine.message.token },
      });
      expect(refused.status).toBe(404);
    }
  });
});

describe('POST /api/v2/tutortalk/responses/discussion/quest/discussions', () => {
  it("lists the quest's threads in the class with the teacher's unread counts, in a few queries", async () => {
    const asker = await w.freshStudent('Zhou');
    const { discussion_token } = await askOnStep(asker, 'Where is step two?', 1);
    await askOnStep(asker, 'Found it.', 1);
    const list = await as(w.teacher).call(discussions.listQuestDiscussions, {
      body: { activity_id: w.quest.activity.id, class_id: w.sixA.id },
    });
    expect(list).toMatchObject({ quest_title: w.quest.activity.title, class_name: '6A' });
    const row = list.discussions.find((d) => d.token === discussion_token);
    expect(row).toEqual({
      token: discussion_token,
      student: { first_name: 'Test', last_initial: 'Z' },
      step: { activity_detail_id: step(1), title: 'Step 2', position: 2 },
      message_count: 2,
      last_message_at: t.clock.now().toISOString(),
      unread_count: 2,
    });
    expect(list.discussions[0]?.token).toBe(discussion_token);
  });

  it('answers 404 to teachers of another class, subject or school, and 403 to students', async () => {
    const body = { activity_id: w.quest.activity.id, class_id: w.sixA.id };
    for (const who of [extra.mathsTeacher, extra.sevenTeacher]) {
      expect((await as(who).send(discussions.listQuestDiscussions, { body })).status).toBe(404);
    }
    const otherSchool = await t.make.user({ type: 'T', organisation: w.otherSchool });
    await t.make.teach(otherSchool, w.otherClass, 'Science');
    const foreign = await as(otherSchool).send(discussions.listQuestDiscussions, {
      body: { ...body, class_id: w.otherClass.id },
    });
    expect(foreign.status).toBe(404);
    expect((await as(w.student).send(discussions.listQuestDiscussions, { body })).status).toBe(403);
  });
});

describe('reporting', () => {
  it('lists a reported message to the class’s teachers until one of them removes it', async () => {
    const address = { activity_id: w.quest.activity.id, class_id: w.sixA.id };
    const opened = await as(w.teacher).call(discussions.postMessage, {
      body: { ...address, text: 'Post your results.' },
    });
    const rude = await as(w.classmate).call(discussions.postMessage, {
      body: { discussion_token: opened.discussion_token, text: 'Something unkind' },
    });
    const reported = await as(w.student).call(discussions.reportMessage, {
      body: { message_token: rude.message.token, reason: 'It is mean.' },
    });
    expect(reported).toEqual({ message_token: rude.message.token, reported: true });
    const reports = await as(w.teacher).call(discussions.listOpenReports, { body: {} });
    expect(reports.results).toContainEqual(
      expect.objectContaining({
        message_token: rude.message.token,
        text: 'Something unkind',
        reasons: ['It is mean.'],
        report_count: 1,
        author: { name: 'Test A.', role: 'student', is_you: false },
      }),
    );
    const other = await as(extra.sevenTeacher).call(discussions.listOpenReports, { body: {} });
    expect(other.results).toEqual([]);
    expect(
      (
        await as(w.student).send(discussions.hideMessage, {
          body: { message_token: rude.message.token },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as(extra.sevenTeacher).send(discussions.hideMessage, {
          body: { message_token: rude.message.token },
        })
      ).status,
    ).toBe(404);

    await as(w.teacher).call(discussions.hideMessage, {
      body: { message_token: rude.message.token },
    });
    const seenBy = async (who: { email: string }) => {
      const shown = await as(who).call(discussions.getDiscussion, {
        body: { discussion_token: opened.discussion_token },
      });
      return shown.messages.find((m) => m.token === rude.message.token);
    };
    expect(await seenBy(w.classmate)).toMatchObject({ hidden: true, text: null });
    expect(await seenBy(w.student)).toMatchObject({ hidden: true, text: null, photo: null });
    expect(await seenBy(w.teacher)).toMatchObject({ hidden: true, text: null });
    const after = await as(w.teacher).call(discussions.listOpenReports, { body: {} });
    expect(after.results.map((r) => r.message_token)).not.toContain(rude.message.token);
    expect(await liveEventsOfType(w.classmate.id, 'discussion.changed')).toContainEqual({
      discussion_token: opened.discussion_token,
    });
  });

  it('refuses reporting one’s own message, and a teacher can dismiss reports without removing', async () => {
    const student = await w.freshStudent('Reporter');
    const asked = await askOnStep(student, 'Question');
    const own = await as(student).send(discussions.reportMessage, {
      body: { message_token: asked.message.token },
    });
    expect(own.status).toBe(400);
    const answer = await reply(asked.discussion_token, 'An answer');
    await as(student).call(discussions.reportMessage, {
      body: { message_token: answer.message.token },
    });
    await as(student).call(discussions.reportMessage, {
      body: { message_token: answer.message.token },
    });
    const shown = await as(student).call(discussions.getDiscussion, {
      body: { discussion_token: asked.discussion_token },
    });
    expect(shown.messages[1]?.reported_by_you).toBe(true);
    const dismissed = await as(w.teacher).call(discussions.dismissReports, {
      body: { message_token: answer.message.token },
    });
    expect(dismissed.resolved).toBe(1);
    const classmate = await as(w.classmate).send(discussions.reportMessage, {
      body: { message_token: answer.message.token },
    });
    expect(classmate.status).toBe(404);
  });
});

describe('former students', () => {
  it('shows the messages of a deactivated or erased student as "A former student"', async () => {
    const address = { activity_id: w.quest.activity.id, class_id: w.sixA.id };
    const leaver = await w.freshStudent('Leaver');
    const erased = await w.freshStudent('Erased');
    const opened = await as(w.teacher).call(discussions.postMessage, {
      body: { ...address, text: 'Say goodbye.' },
    });
    const token = opened.discussion_token;
    await as(leaver).call(discussions.postMessage, {
      body: { discussion_token: token, text: 'Bye' },
    });
    await as(erased).call(discussions.postMessage, {
      body: { discussion_token: token, text: 'Ciao' },
    });
    const leaverThread = (await askOnStep(leaver, 'My question')).discussion_token;
    const erasedThread = (await askOnStep(erased, 'My own thread')).discussion_token;
    await t.make.deactivate(leaver);
    await t.db.delete(users).where(eq(users.id, erased.id));
    const shown = await as(w.teacher).call(discussions.getDiscussion, { body: address });
    const byText = Object.fromEntries(shown.messages.map((m) => [m.text, m.author]));
    expect(byText.Bye).toEqual({ name: 'A former student', role: 'former_student', is_you: false });
    expect(byText.Ciao).toEqual({
      name: 'A former student',
      role: 'former_student',
      is_you: false,
    });
    const list = await as(w.teacher).call(discussions.listQuestDiscussions, { body: address });
    expect(list.discussions.map((d) => d.student?.last_initial)).not.toContain('E');

    // Their own thread is labelled as their messages are; an erased student's went with them.
    const former = { first_name: 'A former student', last_initial: '' };
    expect(list.discussions.find((d) => d.token === leaverThread)?.student).toEqual(former);
    const thread = await as(w.teacher).call(discussions.getDiscussion, {
      body: { discussion_token: leaverThread },
    });
    expect(thread.student).toEqual(former);
    expect(thread.messages[0]?.author.name).toBe('A former student');
    expect(list.discussions.map((d) => d.token)).not.toContain(erasedThread);
    const gone = await as(w.teacher).send(discussions.getDiscussion, {
      body: { discussion_token: erasedThread },
    });
    expect(gone.status).toBe(404);
  });
});

describe('POST /api/v2/tutortalk/analytics/messages/', () => {
  it('counts messages, answered and waiting student messages and the average minutes to a reply', async () => {
    const teacher = await t.make.user({ type: 'T', organisation: w.school, firstName: 'Olu' });
    const eightA = await t.make.schoolClass(w.school, `8-${Date.now() % 1000}`);
    await t.make.teach(teacher, eightA, 'Science');
    await w.kitsOf.assignment({ schoolClass: eightA, kit: w.kit, teacher, dueDate: '2030-03-20' });
    const student = await t.make.user({ type: 'S', organisation: w.school });
    await t.make.enrol(student, eightA);

    const first = await askOnStep(student, 'Help?');
    t.clock.advance(10 * 60_000);
    await as(teacher).call(discussions.postMessage, {
      body: { discussion_token: first.discussion_token, text: 'Sure.' },
    });
    t.clock.advance(60_000);
    const second = await askOnStep(student, 'And step two?', 1);
    t.clock.advance(20 * 60_000);
    await as(teacher).call(discussions.postMessage, {
      body: { discussion_token: second.discussion_token, text: 'Look again.' },
    });
    await askOnStep(student, 'Still stuck.', 1);

    const figures = await as(teacher).call(discussions.getMessageAnalytics, { body: {} });
    expect(figures.results).toEqual([
      {
        class_id: eightA.id,
        class_name: eightA.name,
        activity_id: w.quest.activity.id,
        quest_title: w.quest.activity.title,
        messages: 5,
        answered: 2,
        waiting: 1,
        average_reply_minutes: 15,
      },
    ]);
    const own = await as(teacher).call(discussions.getMessageAnalytics, {
      body: { class_id: eightA.id },
    });
    expect(own.results).toEqual(figures.results);
  });

  it("answers 404 for a class the teacher does not teach and for another school's class", async () => {
    for (const class_id of [w.sevenA.id, w.otherClass.id, 2_000_000]) {
      const refused = await as(w.teacher).send(discussions.getMessageAnalytics, {
        body: { class_id },
      });
      expect(refused.status, String(class_id)).toBe(404);
      expect(refused.error?.detail).toBe('No such class.');
      expect(refused.error?.detail).toBe(discussions.getMessageAnalytics.notFound);
    }
    const otherSchool = await t.make.user({ type: 'T', organisation: w.otherSchool });
    await t.make.teach(otherSchool, w.otherClass, 'Science');
    const foreign = await as(otherSchool).send(discussions.getMessageAnalytics, {
      body: { class_id: w.sixA.id },
    });
    expect(foreign.status).toBe(404);
    // Teaching the class in another subject is teaching it: none of its discussions are theirs.
    const maths = await as(extra.mathsTeacher).call(discussions.getMessageAnalytics, {
      body: { class_id: w.sixA.id },
    });
    expect(maths.results).toEqual([]);
  });
});
