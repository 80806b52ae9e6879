import { accounts, activities, type CallBody, companion } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type LearningEventKind, organisationFeatures, topics } from '../../db/schema/index.js';
import { useActivityTest } from '../../test/activity-world.js';
import { callerOn } from '../../test/api-caller.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { eventsOfActor } from '../../test/learning-events.js';
import { COMPANION_OFF_DETAIL } from './browser-events.service.js';

const { t, w, as } = useActivityTest();

const eventsBy = (actorId: number, kind?: LearningEventKind) => eventsOfActor(t.db, actorId, kind);

/** What the user did besides signing in. */
const browserEventsBy = async (actorId: number) =>
  (await eventsBy(actorId)).filter((e) => e.kind !== 'login');

async function freshUser(type: 'S' | 'T' | 'C') {
  const user = await t.make.user({ type, organisation: type === 'C' ? w.district : w.school });
  if (type === 'S') await t.make.enrol(user, w.sixA);
  return user;
}

async function switchCompanion(enabled: boolean) {
  await t.db
    .insert(organisationFeatures)
    .values({ organisationId: w.district.id, name: 'Learning Companion', enabled })
    .onConflictDoUpdate({
      target: [organisationFeatures.organisationId, organisationFeatures.name],
      set: { enabled },
    });
}

type BrowserEvent = CallBody<typeof companion.recordBrowserEvent>;
const event = (body: Omit<BrowserEvent, 'platform'> & Partial<Pick<BrowserEvent, 'platform'>>) => ({
  body: { platform: 'web' as const, ...body },
});

describe('sign-in and sign-out events', () => {
  it('records a login for students and teachers with the sign-in, and none for administrators', async () => {
    for (const type of ['S', 'T'] as const) {
      const user = await freshUser(type);
      await t.signIn(user.email);
      const [login] = await eventsBy(user.id, 'login');
      expect(login).toMatchObject({
        actorType: type,
        organisationId: w.school.id,
        studentId: type === 'S' ? user.id : null,
      });
      expect(login?.occurredAt.toISOString()).toBe(t.clock.now().toISOString());
    }
    const admin = await freshUser('C');
    await t.signIn(admin.email);
    expect(await eventsBy(admin.id)).toEqual([]);
  });

  it('records nothing for a refused sign-in', async () => {
    const student = await freshUser('S');
    const refused = await callerOn(t.app).send(accounts.login, {
      body: { email: student.email, password: `${TEST_PASSWORD}!` },
    });
    expect(refused.status).toBe(400);
    expect(await eventsBy(student.id)).toEqual([]);
  });

  it('records a logout with the sign-out, administrators included', async () => {
    const admin = await freshUser('C');
    const token = await t.signIn(admin.email);
    expect((await callerOn(t.app, token).send(accounts.logout)).status).toBe(200);
    expect((await eventsBy(admin.id)).map((e) => e.kind)).toEqual(['logout']);
  });
});

describe('POST /api/v2/companion/events/', () => {
  it('refuses an enrollment while the companion is off, and enrolls once when it is on', async () => {
    await switchCompanion(false);
    const student = await freshUser('S');
    const off = await as(student).send(companion.recordBrowserEvent, event({ kind: 'enrollment' }));
    expect(off.status).toBe(409);
    expect(off.error?.detail).toBe(COMPANION_OFF_DETAIL);
    expect(await eventsBy(student.id, 'enrollment')).toEqual([]);

    await switchCompanion(true);
    const first = await as(student).send(
      companion.recordBrowserEvent,
      event({ kind: 'enrollment' }),
    );
    expect(first.status).toBe(201);
    expect(first.data).toEqual({ recorded: true });
    const again = await as(student).call(
      companion.recordBrowserEvent,
      event({ kind: 'enrollment' }),
    );
    expect(again).toEqual({ recorded: false });
    const enrollments = await eventsBy(student.id, 'enrollment');
    expect(enrollments).toHaveLength(1);
    expect(enrollments[0]?.data).toEqual({ course: 'Science', platform: 'web' });
    const profile = await as(student).call(accounts.getAccountSettings);
    expect(profile.is_companion_enrolled).toBe(true);
  });

  it('records a course preview and content study of a kit the user may open', async () => {
    const student = await freshUser('S');
    const [topic] = await t.db.select().from(topics).where(eq(topics.kitId, w.kit.id));
    if (!topic) throw new Error('the kit has no topic');
    await as(student).call(
      companion.recordBrowserEvent,
      event({ kind: 'course_preview', kit_id: w.kit.id, platform: 'mobile' }),
    );
    await as(student).call(
      companion.recordBrowserEvent,
      event({ kind: 'content_study_start', topic_id: topic.id }),
    );
    await as(student).call(
      companion.recordBrowserEvent,
      event({ kind: 'content_study_stop', topic_id: topic.id }),
    );
    const rows = await browserEventsBy(student.id);
    expect(rows.map((r) => [r.kind, r.kitId, r.classId, r.data])).toEqual([
      ['course_preview', w.kit.id, w.sixA.id, { platform: 'mobile' }],
      [
        'content_study_start',
        w.kit.id,
        w.sixA.id,
        { platform: 'web', content: 'topic', content_id: topic.id },
      ],
      [
        'content_study_stop',
        w.kit.id,
        w.sixA.id,
        { platform: 'web', content: 'topic', content_id: topic.id },
      ],
    ]);
  });

  it('answers 404 for another school’s kit and a field error for a missing one, recording nothing', async () => {
    const student = await freshUser('S');
    const theirs = await w.kitsOf.kit({ owner: w.otherSchool });
    const hidden = await as(student).send(
      companion.recordBrowserEvent,
      event({ kind: 'course_preview', kit_id: theirs.kit.id }),
    );
    expect(hidden.status).toBe(404);
    expect(hidden.error?.detail).toBe('No such kit.');
    const missing = await as(student).send(
      companion.recordBrowserEvent,
      event({ kind: 'course_preview' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.error?.errors).toEqual({ kit_id: ['Say which kit was previewed.'] });
    const both = await as(student).send(
      companion.recordBrowserEvent,
      event({ kind: 'content_study_start', topic_id: 1, lesson_id: 1 }),
    );
    expect(both.status).toBe(400);
    expect(await browserEventsBy(student.id)).toEqual([]);
  });

  it('is refused to administrators', async () => {
    const admin = await freshUser('C');
    const refused = await as(admin).send(
      companion.recordBrowserEvent,
      event({ kind: 'enrollment' }),
    );
    expect(refused.status).toBe(403);
  });
});

describe('facts that are refused', () => {
  it('write no learning event when an answer is refused', async () => {
    const student = await freshUser('S');
    const started = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quiz.activity.id },
    });
    const id = started.answer_header_id;
    const before = await eventsBy(student.id);
    const refused = await as(student).send(activities.saveAnswer, {
      params: { id },
      body: { activity_detail_id: w.worksheet.questions[0]?.id ?? 0, answer: [] },
    });
    expect(refused.status).toBe(400);
    expect(await eventsBy(student.id)).toEqual(before);
  });
});
