import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { activities, assignments } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningEvents, lrsOutbox } from '../../db/schema/index.js';
import { type ActivityWorld, buildActivityWorld } from '../../test/activity-world.js';
import { apiCallers } from '../../test/api-caller.js';
import { LONG_TOKENS, setClock } from '../../test/assignment-world.js';
import type { TestApp } from '../../test/test-app.js';
import { startTestLrs, type TestLrs } from '../../test/test-lrs.js';
import { createTestAppWithData } from '../../test/uploads.js';
import { createLrsForwarder, type LrsEndpoint } from './forwarder.js';
import { validateStatement } from './statement-validation.js';

const BASE = 'http://127.0.0.1:3000';
const CREDENTIALS = { key: 'kitlab', secret: 'lrs-secret' };
const MINUTES = 60_000;

const t = {} as TestApp;
const w = {} as ActivityWorld;
const lrs = {} as TestLrs;
let close = async () => {};
beforeAll(async () => {
  Object.assign(lrs, await startTestLrs());
  const opened = await createTestAppWithData({
    ...LONG_TOKENS,
    LRS_URL: lrs.url,
    LRS_KEY: CREDENTIALS.key,
    LRS_SECRET: CREDENTIALS.secret,
  });
  Object.assign(t, opened.t);
  close = opened.close;
  setClock(t, '2030-03-10T12:00:00Z');
  Object.assign(w, await buildActivityWorld(t));
});
afterAll(async () => {
  await close();
  await lrs.close();
});
const { as } = apiCallers(t);

/** A new student of 6A starts the quiz, answers a question and hands it in, through the API. */
async function takeQuiz(lastName: string) {
  const student = await w.freshStudent(lastName);
  const question = w.quiz.questions[0];
  const { answer_header_id: id } = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  await as(student).call(activities.saveAnswer, {
    params: { id },
    body: { activity_detail_id: question?.id ?? 0, answer: [question?.options[0]?.id ?? 0] },
  });
  await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
}

const forwarderOf = (lrsEndpoint: Partial<LrsEndpoint> = {}, baseUrl = BASE) =>
  createLrsForwarder({
    db: t.db,
    clock: t.clock,
    baseUrl,
    lrs: { url: lrs.url, ...CREDENTIALS, ...lrsEndpoint },
  });

const outbox = () => t.db.select().from(lrsOutbox).orderBy(lrsOutbox.eventSeq);
const eventIds = async () =>
  (await t.db.select({ id: learningEvents.id }).from(learningEvents)).map((e) => e.id).sort();
const takenIds = () => lrs.taken.map((s) => s.id).sort();
const pauseOf = (row: { nextTryAt: Date }) => row.nextTryAt.getTime() - t.clock.now().getTime();

/** Waits, without a deadline of its own in the assertion, until `done` answers true. */
async function eventually(done: () => Promise<boolean>, tries = 300) {
  for (let i = 0; i < tries; i += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
}

/** Lets every row be due again and sends them all to a working LRS. */
async function deliverEverything() {
  t.clock.advance(120 * MINUTES);
  await forwarderOf().drain();
  expect(await outbox()).toEqual([]);
}

describe('the LRS forwarder', () => {
  it('keeps every statement while the LRS is down and delivers each once when it is back', async () => {
    await takeQuiz('Early');
    const written = await outbox();
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.map((row) => row.tries)).toEqual(written.map(() => 0));

    lrs.state.failNext = 3;
    const forwarder = forwarderOf();
    const first = await forwarder.forwardOnce();
    expect(first).toEqual({
      claimed: written.length,
      delivered: 0,
      failed: written.length,
      setAside: 0,
    });
    const waiting = await outbox();
    expect(waiting.map((row) => [row.tries, row.lastError])).toEqual(
      written.map(() => [1, 'LRS answered HTTP 503']),
    );
    for (const row of waiting) expect(pauseOf(row)).toBeGreaterThanOrEqual(1_500);
    for (const row of waiting) expect(pauseOf(row)).toBeLessThanOrEqual(2_500);
    // Nothing is due until the pause is over, however often the loop looks.
    expect((await forwarder.forwardOnce()).claimed).toBe(0);

    // Students keep working while the LRS is down: their statements wait too.
    await takeQuiz('Meanwhile');
    const second = await forwarder.forwardOnce();
    expect(second.failed).toBe(second.claimed);
    expect(second.claimed).toBeGreaterThanOrEqual(3);

    t.clock.advance(10 * MINUTES);
    const third = await forwarder.forwardOnce();
    expect(third.failed).toBe(written.length + second.claimed);
    const later = await outbox();
    const early = later.filter((row) => written.some((w) => w.eventSeq === row.eventSeq));
    for (const row of early) {
      expect(row.tries).toBe(2);
      expect(pauseOf(row)).toBeGreaterThanOrEqual(3_000);
      expect(pauseOf(row)).toBeLessThanOrEqual(5_000);
    }
    expect(lrs.taken).toEqual([]);

    t.clock.advance(10 * MINUTES);
    expect(await forwarder.drain()).toBe(later.length);
    expect(await outbox()).toEqual([]);
    expect(takenIds()).toEqual(await eventIds());
    expect(lrs.requests.map((r) => r.status)).toEqual([503, 503, 503, 200]);
    for (const { statement } of lrs.taken) expect(validateStatement(statement)).toEqual([]);
  });

  it('sends the xAPI version, JSON and the Basic credentials to /statements', () => {
    const basic = `Basic ${Buffer.from('kitlab:lrs-secret').toString('base64')}`;
    expect(lrs.requests.length).toBeGreaterThan(0);
    for (const request of lrs.requests) {
      expect(request).toMatchObject({ method: 'POST', path: '/xapi/statements' });
      expect(request.headers).toMatchObject({
        'x-experience-api-version': '1.0.3',
        'content-type': 'application/json',
        authorization: basic,
      });
    }
  });

  it('counts a 409 for ids the LRS already has as delivered, and still sends the new ones', async () => {
    lrs.state.dedupe = true;
    const before = lrs.requests.length;
    // As after a process died between the LRS taking a batch and the outbox forgetting it.
    const already = (await t.db.select({ seq: learningEvents.seq }).from(learningEvents)).slice(
      0,
      2,
    );
    await t.db.insert(lrsOutbox).values(already.map((e) => ({ eventSeq: e.seq })));
    await takeQuiz('Again');
    const due = (await outbox()).length;

    expect(await forwarderOf().drain()).toBe(due);
    expect(await outbox()).toEqual([]);
    expect(takenIds()).toEqual(await eventIds());
    const statuses = lrs.requests.slice(before).map((r) => r.status);
    expect(statuses[0]).toBe(409); // the batch, refused for the two it already had
    expect(statuses.filter((s) => s === 409)).toHaveLength(3); // then each of those two alone
    expect(statuses.filter((s) => s === 200)).toHaveLength(due - 2);
  });

  it('lets two processes drain at once without sending a statement twice', async () => {
    lrs.state.dedupe = false;
    await takeQuiz('Twice');
    await takeQuiz('Thrice');
    await Promise.all([forwarderOf().drain(), forwarderOf().drain()]);
    expect(await outbox()).toEqual([]);
    expect(takenIds()).toEqual(await eventIds());
  });

  it('keeps a statement that fails validation with its error instead of sending it', async () => {
    const before = lrs.requests.length;
    await takeQuiz('Invalid');
    const notAnIri = forwarderOf({}, 'kitlab');
    const round = await notAnIri.forwardOnce();
    expect(round.setAside).toBe(round.claimed);
    expect(lrs.requests.length).toBe(before);
    const kept = await outbox();
    expect(kept.length).toBe(round.claimed);
    for (const row of kept) {
      expect(row.lastError).toMatch(/^invalid statement at statement\./);
      expect(pauseOf(row)).toBe(60 * MINUTES);
    }
    expect((await notAnIri.forwardOnce()).claimed).toBe(0);
    await deliverEverything();
  });

  it('retries after a network failure, naming only its cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const kit = await w.kitsOf.kit({ title: 'Offline', activities: ['quiz'] });
    await as(w.teacher).call(assignments.createAssignments, {
      body: { kit_id: kit.kit.id, class_ids: [w.sixA.id], due_date: '2030-03-20' },
    });
    const round = await forwarderOf({ url: `http://127.0.0.1:${port}/xapi` }).forwardOnce();
    expect(round.claimed).toBeGreaterThan(0);
    expect(round.failed).toBe(round.claimed);
    const kept = await outbox();
    expect(kept.map((row) => row.lastError)).toEqual(kept.map(() => 'network error: ECONNREFUSED'));
    await deliverEverything();
    expect(takenIds()).toEqual(await eventIds());
  });

  it('runs in the background once the server listens', async () => {
    await takeQuiz('Background');
    expect((await outbox()).length).toBeGreaterThan(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await eventually(async () => (await outbox()).length === 0);
    expect(takenIds()).toEqual(await eventIds());
  });
});
