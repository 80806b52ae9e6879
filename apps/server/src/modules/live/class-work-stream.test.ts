import { activities, live } from '@kitlab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { LearningEventKind } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { useActivityTest } from '../../test/activity-world.js';
import { writeClassEvents } from '../../test/learning-events.js';
import { openSse, type SseConnection } from '../../test/sse-client.js';
import { recordStatementsSent } from '../../test/statements-sent.js';

const { t, w, as } = useActivityTest();
let base = '';
/** SQL text of every statement the app ran, through its database client. */
let sent: ReturnType<typeof recordStatementsSent>;
let otherTeacher: Awaited<ReturnType<typeof t.make.user>>;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  sent = recordStatementsSent(t.db);
  otherTeacher = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Other' });
  await t.make.teach(otherTeacher, w.sevenA, 'Mathematics');
});

const polls = () => sent.texts.filter((text) => text.includes('as top')).length;

async function watch(user: { email: string }, classIds: number[]) {
  const { ticket } = await as(user).call(live.createTicket);
  const query = new URLSearchParams({ ticket });
  if (classIds.length > 0) query.set('classes', classIds.join(','));
  return openSse(`${base}${live.LIVE_STREAM_PATH}?${query}`);
}

/** The next class work event on the stream that matches, skipping the others. */
async function nextClassWork(
  stream: SseConnection,
  matches: (data: live.ClassWorkChanged) => boolean = () => true,
) {
  for (;;) {
    const event = await stream.next(5_000);
    if (event.event !== live.CLASS_WORK_EVENT) continue;
    expect(event.id).toBeUndefined();
    const data = live.classWorkChanged.parse(JSON.parse(event.data));
    if (matches(data)) return data;
  }
}

/** A student's quiz attempt and the first question answered. */
async function answerFirstQuestion(student: { email: string }) {
  const { answer_header_id: id } = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  const question = w.quiz.questions[0];
  await as(student).call(activities.saveAnswer, {
    params: { id },
    body: { activity_detail_id: question?.id ?? 0, answer: [question?.options[0]?.id ?? 0] },
  });
  return id;
}

/** The demo teacher's event of this kind about the demo student in a class, written directly. */
const classEvent = (db: Database, classId: number, kind: LearningEventKind) =>
  writeClassEvents(db, w, t.clock.now(), [[kind, classId]]);

describe("a class's work on the live stream", () => {
  it('reads nothing for streams that watch no class', async () => {
    const plain = await watch(w.teacher, []);
    expect(plain.status).toBe(200);
    await answerFirstQuestion(await w.freshStudent('Unwatched'));
    expect(polls()).toBe(0);
    plain.close();
  });

  it('sends a teacher an answer saved by a student of the class they watch, with ids only', async () => {
    const stream = await watch(w.teacher, [w.sixA.id]);
    expect(stream.status).toBe(200);
    const student = await w.freshStudent('Answering');
    await answerFirstQuestion(student);
    const saved = await nextClassWork(
      stream,
      (data) => data.kind === 'answer_question' && data.student_id === student.id,
    );
    expect(saved).toEqual({
      class_id: w.sixA.id,
      activity_id: w.quiz.activity.id,
      student_id: student.id,
      kind: 'answer_question',
    });
    expect(polls()).toBeGreaterThan(0);
    stream.close();
  });

  it("sends nothing of another class's work, nor a class's events that are not work", async () => {
    const stream = await watch(otherTeacher, [w.sevenA.id]);
    await answerFirstQuestion(await w.freshStudent('Elsewhere'));
    await classEvent(t.db, w.sevenA.id, 'content_study_start');
    await classEvent(t.db, w.sevenA.id, 'work_returned');
    // The first class work to arrive is 7A's work, written after 6A's answer and 7A's study.
    const first = await nextClassWork(stream);
    expect(first).toMatchObject({ class_id: w.sevenA.id, kind: 'work_returned' });
    stream.close();
  });

  it('lets an administrator of the school watch its class', async () => {
    const stream = await watch(w.schoolAdmin, [w.sixA.id]);
    expect(stream.status).toBe(200);
    stream.close();
  });

  it('refuses, without opening, a class the teacher does not teach or of another school (404)', async () => {
    for (const [user, classIds] of [
      [w.teacher, [w.sevenA.id]],
      [w.teacher, [w.sixA.id, w.sisterClass.id]],
      [w.teacher, [w.otherClass.id]],
      [w.schoolAdmin, [w.sisterClass.id]],
      [w.otherAdmin, [w.sixA.id]],
      [w.teacher, [999_999]],
    ] as const) {
      const refused = await watch(user, [...classIds]);
      expect(refused.status).toBe(404);
      await refused.ended;
      expect(refused.headers['content-type']).toMatch(/json/);
    }
  });

  it('refuses a student (403)', async () => {
    const refused = await watch(w.student, [w.sixA.id]);
    expect(refused.status).toBe(403);
  });

  it('refuses a malformed class list (400)', async () => {
    const { ticket } = await as(w.teacher).call(live.createTicket);
    for (const classes of ['', 'a', '1,,2', '-1']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `${live.LIVE_STREAM_PATH}?ticket=${ticket}&classes=${encodeURIComponent(classes)}`,
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  // PGlite runs one statement at a time, so a transaction held open there would hold up the rest.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'delivers once an event whose transaction commits after a later one was sent',
    async () => {
      const stream = await watch(w.teacher, [w.sixA.id]);
      let inserted = () => {};
      let commit = () => {};
      const insertedFirst = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const held = inTransaction(t.db, async (tx) => {
        await classEvent(tx, w.sixA.id, 'work_marked');
        inserted();
        await committing;
      });
      await insertedFirst;
      const student = await w.freshStudent('Later');
      await answerFirstQuestion(student);
      await nextClassWork(
        stream,
        (data) => data.kind === 'answer_question' && data.student_id === student.id,
      );
      commit();
      await held;
      expect(await nextClassWork(stream)).toMatchObject({ kind: 'work_marked' });
      // Once only: the next class work is the one written after it.
      await classEvent(t.db, w.sixA.id, 'work_returned');
      expect(await nextClassWork(stream)).toMatchObject({ kind: 'work_returned' });
      stream.close();
    },
  );
});
