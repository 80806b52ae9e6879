import { activities, discussions, organisations, type push, rewards } from '@kitlab/contract';
import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, pushDevices } from '../../db/schema/index.js';
import { useDiscussionTest } from '../../test/discussion-test-world.js';
import { createPushQueue, type PushSender } from '../push/index.js';

/*
 * The high-privacy defaults for young students, together (decision 0059): leaderboards off for
 * classes under 13 unless the school turns them on, and no answer or message text in a push.
 * The projector's view ("Student 1..n", never a name) is the web app's: the quiz report page's
 * tests check it (apps/web/src/features/live-reports/pages/quiz-report-page.test.tsx).
 */

const { t, w, as, askOnStep, handInQuest } = useDiscussionTest();

describe('high-privacy defaults on a fresh school', () => {
  it('keeps the leaderboard of a class under 13 off until the school turns on “Leaderboard for under 13s”', async () => {
    const board = () =>
      as(w.teacher).call(rewards.getStreakLeaderboard, { body: { class_id: w.sixA.id } });
    const off = await board();
    expect(off).toMatchObject({ enabled: false, entries: [] });
    expect(off.disabled_reason).toMatch(/under 13/);
    expect((await as(w.student).call(rewards.getStreakLeaderboard, { body: {} })).enabled).toBe(
      false,
    );

    await as(w.schoolAdmin).call(organisations.switchSchoolFeature, {
      params: { school_token: w.school.token },
      body: { name: 'Leaderboard for under 13s', enabled: true },
    });
    expect(await board()).toMatchObject({ enabled: true, disabled_reason: null });
  });

  it("pushes no answer's words and no message's words, to the student or the teacher", async () => {
    await t.make.featureOn(w.school.id, 'Push Notifications');
    const student = await w.freshStudent('Pushed');
    await t.db.insert(pushDevices).values(
      [student, w.teacher].map((user) => ({
        userId: user.id,
        organisationId: w.school.id,
        endpoint: `https://push.example.test/${user.id}`,
        p256dh: 'key',
        auth: 'auth',
      })),
    );
    const secrets = {
      answer: 'Two sensors.',
      question: 'Is my secret wiring idea allowed?',
      reply: 'Only with the secret red cable.',
      note: 'Redo the second step with the secret wiring.',
    };

    // Handed in with the answer "Two sensors." on its second step; the teacher is told to mark.
    const attempt = await handInQuest(student);
    const asked = await askOnStep(student, secrets.question);
    await as(w.teacher).call(discussions.postMessage, {
      body: { discussion_token: asked.discussion_token ?? '', text: secrets.reply },
    });
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: attempt, note: secrets.note },
    });

    // Whenever each push falls due (quiet hours, grouping), what it says is what is checked.
    await t.db
      .update(notifications)
      .set({ pushDueAt: t.clock.now() })
      .where(isNotNull(notifications.pushDueAt));
    const pushed: { endpoint: string; payload: push.PushPayload }[] = [];
    const send: PushSender = async (target, payload) => {
      pushed.push({ endpoint: target.endpoint, payload });
      return { kind: 'sent' };
    };
    await createPushQueue({ db: t.db, clock: t.clock, send }).drain();

    const to = (user: { id: number }) =>
      pushed.filter((p) => p.endpoint === `https://push.example.test/${user.id}`);
    expect(to(student).length).toBeGreaterThanOrEqual(2);
    expect(to(w.teacher).length).toBeGreaterThanOrEqual(2);
    const words = JSON.stringify(pushed.map((p) => p.payload));
    for (const secret of Object.values(secrets)) expect(words).not.toContain(secret);
    for (const secret of ['secret', 'sensors.']) expect(words).not.toContain(secret);
  });
});
