import { accounts, live } from '@kitlab/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { liveEvents } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { type LiveItem, livePublisher, purgeLiveEvents } from '../../lib/live-publisher.js';
import { callerOn } from '../../test/api-caller.js';
import { createFactories, TEST_PASSWORD } from '../../test/factories.js';
import { openSse } from '../../test/sse-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestClock } from '../../test/test-clock.js';
import { openTestDatabase } from '../../test/test-database.js';
import { CATCH_UP_LIMIT } from './live.service.js';
import { LIVE_EVENTS_KEPT_MS } from './live-purge.job.js';

let t: TestApp;
let base: string;
let student: { id: number; token: string };
let teacher: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const school = await t.make.school(await t.make.district());
  const someone = async (type: 'S' | 'T') => {
    const user = await t.make.user({ type, organisation: school });
    return { id: user.id, token: await t.signIn(user.email) };
  };
  student = await someone('S');
  teacher = await someone('T');
});
afterAll(() => t.close());

const ticketFor = async (token: string) =>
  (await callerOn(t.app, token).call(live.createTicket)).ticket;

async function streamOf(token: string, extra = '', headers: Record<string, string> = {}) {
  const ticket = await ticketFor(token);
  return openSse(
    `${base}${live.LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}${extra}`,
    headers,
  );
}

function publish(items: LiveItem[]) {
  return inTransaction(t.db, (tx) => livePublisher.publish(tx, items));
}

async function publishAndRollBack(items: LiveItem[]) {
  const rollback = new Error('rolled back');
  await expect(
    inTransaction(t.db, async (tx) => {
      await livePublisher.publish(tx, items);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

const message = (userId: number, n: number): LiveItem => ({
  userId,
  type: 'discussion.message',
  data: { discussion_token: `d${n}`, message_token: `m${n}` },
});

/** The seq of the last event stored for a user, by opening a stream that catches up from 0. */
async function latestSeqOf(token: string): Promise<number> {
  const stream = await streamOf(token, '&last_event_id=0');
  const events: number[] = [];
  try {
    for (;;) events.push(Number((await stream.next(300)).id));
  } catch {
    return Math.max(0, ...events);
  } finally {
    stream.close();
  }
}

describe('live tickets', () => {
  it('are refused without a sign-in', async () => {
    const answer = await callerOn(t.app).send(live.createTicket);
    expect(answer.status).toBe(401);
  });

  it('open no stream when forged, expired or made for a sign-in that has ended', async () => {
    const forged = await openSse(`${base}${live.LIVE_STREAM_PATH}?ticket=1.1.99999999999.AAAA`);
    expect(forged.status).toBe(401);

    const ticket = await ticketFor(student.token);
    t.clock.advance((live.LIVE_TICKET_SECONDS + 1) * 1000);
    const late = await openSse(`${base}${live.LIVE_STREAM_PATH}?ticket=${ticket}`);
    t.clock.advance(-(live.LIVE_TICKET_SECONDS + 1) * 1000);
    expect(late.status).toBe(401);
    await late.ended;
    expect(JSON.parse(late.text())).toMatchObject({ code: 'ticket_expired' });

    const user = await t.make.user({
      type: 'S',
      organisation: await t.make.school(await t.make.district()),
    });
    const token = await t.signIn(user.email);
    const signedOutTicket = await ticketFor(token);
    await callerOn(t.app, token).call(accounts.logout);
    const signedOut = await openSse(`${base}${live.LIVE_STREAM_PATH}?ticket=${signedOutTicket}`);
    expect(signedOut.status).toBe(401);
  });

  it('are documented with the stream, which answers text/event-stream', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const stream = document.paths[live.LIVE_STREAM_PATH].get;
    expect(Object.keys(stream.responses['200'].content)).toEqual(['text/event-stream']);
    expect(document.paths['/api/v2/live/ticket'].post.security).toEqual([{ signInToken: [] }]);
  });

  it("answer the user's newest event made long enough ago, so a first stream catches up from it", async () => {
    const user = await t.make.user({
      type: 'S',
      organisation: await t.make.school(await t.make.district()),
    });
    const token = await t.signIn(user.email);
    const markOf = async () => (await callerOn(t.app, token).call(live.createTicket)).last_event_id;
    expect(await markOf()).toBe(0);

    await publish([message(user.id, 20)]);
    const [stored] = await t.db
      .select({ seq: liveEvents.seq })
      .from(liveEvents)
      .where(sql`${liveEvents.data}->>'message_token' = 'm20'`);
    const seq = stored?.seq ?? 0;
    // Just made: the screen may have read its data before it, so the ticket stands behind it.
    expect(await markOf()).toBe(0);
    const ageTo = (seconds: number) =>
      t.db
        .update(liveEvents)
        .set({ createdAt: sql`now() - make_interval(secs => ${seconds}::int)` })
        .where(eq(liveEvents.seq, seq));
    await ageTo(live.LIVE_CATCH_UP_SECONDS - 2);
    expect(await markOf()).toBe(0);
    await ageTo(live.LIVE_CATCH_UP_SECONDS + 1);
    expect(await markOf()).toBe(seq);

    // Another user's events, however old and new, are not this user's mark.
    await publish([message(student.id, 21)]);
    expect(await markOf()).toBe(seq);

    // Made after the mark, before the stream opens: the stream sends it first.
    await publish([message(user.id, 22)]);
    const { ticket, last_event_id } = await callerOn(t.app, token).call(live.createTicket);
    const stream = await openSse(
      `${base}${live.LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}&last_event_id=${last_event_id}`,
    );
    expect(JSON.parse((await stream.next()).data).message_token).toBe('m22');
    await expect(stream.next(300)).rejects.toThrow();
    stream.close();
  });

  it('need a ticket in the query (400)', async () => {
    const answer = await t.app.inject({ method: 'GET', url: live.LIVE_STREAM_PATH });
    expect(answer.statusCode).toBe(400);
  });
});

describe('the live stream', () => {
  it('sends committed events to their user only, never rolled-back ones', async () => {
    const stream = await streamOf(student.token);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    await publish([message(teacher.id, 1)]);
    await publishAndRollBack([message(student.id, 2)]);
    await publish([message(student.id, 3)]);
    const arrived = await stream.next();
    expect(arrived).toMatchObject({ event: 'discussion.message' });
    expect(JSON.parse(arrived.data)).toEqual({ discussion_token: 'd3', message_token: 'm3' });
    expect(Number(arrived.id)).toBeGreaterThan(0);
    await expect(stream.next(300)).rejects.toThrow();
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);
    stream.close();
  });

  it('catches up from Last-Event-ID, or last_event_id when reopened with a new ticket', async () => {
    const since = await latestSeqOf(student.token);
    await publish([message(student.id, 10), message(teacher.id, 11), message(student.id, 12)]);
    const byHeader = await streamOf(student.token, '', { 'last-event-id': String(since) });
    const missed = [await byHeader.next(), await byHeader.next()];
    expect(missed.map((event) => JSON.parse(event.data).message_token)).toEqual(['m10', 'm12']);
    byHeader.close();

    const byQuery = await streamOf(student.token, `&last_event_id=${missed[0]?.id}`);
    expect(JSON.parse((await byQuery.next()).data).message_token).toBe('m12');
    await publish([message(student.id, 13)]);
    expect(JSON.parse((await byQuery.next()).data).message_token).toBe('m13');
    byQuery.close();
  });

  it('asks the screen to refetch when it missed more than it catches up with', async () => {
    const since = await latestSeqOf(teacher.token);
    await publish(Array.from({ length: CATCH_UP_LIMIT + 1 }, (_, n) => message(teacher.id, n)));
    const latest = await latestSeqOf(student.token);
    const stream = await streamOf(teacher.token, `&last_event_id=${since}`);
    const first = await stream.next();
    expect(first.event).toBe(live.LIVE_RESYNC_EVENT);
    expect(Number(first.id)).toBeGreaterThan(latest);
    await expect(stream.next(300)).rejects.toThrow();
    stream.close();
  });

  it('holds back what a transaction publishes under together, then sends it all in order at commit', async () => {
    const stream = await streamOf(student.token);
    const rollback = new Error('rolled back');
    await expect(
      inTransaction(t.db, (tx) =>
        livePublisher.together(tx, async () => {
          await livePublisher.publish(tx, [message(student.id, 1030)]);
          throw rollback;
        }),
      ),
    ).rejects.toBe(rollback);
    const storedMeanwhile = await inTransaction(t.db, (tx) =>
      livePublisher.together(tx, async () => {
        await livePublisher.publish(tx, [message(student.id, 1031)]);
        await livePublisher.publish(tx, [message(teacher.id, 1032), message(student.id, 1033)]);
        return tx
          .select({ seq: liveEvents.seq })
          .from(liveEvents)
          .where(sql`${liveEvents.data}->>'message_token' in ('m1031', 'm1032', 'm1033')`);
      }),
    );
    expect(storedMeanwhile).toEqual([]);
    const sent = [await stream.next(), await stream.next()];
    expect(sent.map((event) => JSON.parse(event.data).message_token)).toEqual(['m1031', 'm1033']);
    expect(Number(sent[1]?.id)).toBeGreaterThan(Number(sent[0]?.id));
    await expect(stream.next(300)).rejects.toThrow();
    stream.close();
  });

  it('lets go of a stream whose client went away', async () => {
    const stream = await streamOf(student.token);
    stream.close();
    await stream.ended;
    const witness = await streamOf(teacher.token);
    await publish([message(student.id, 20)]);
    // A notice reaches the process after its commit, in commit order: once the teacher's later
    // one is on the teacher's stream, the student's went by with no stream of theirs open.
    await publish([message(teacher.id, 22)]);
    expect(JSON.parse((await witness.next()).data).message_token).toBe('m22');
    witness.close();
    const next = await streamOf(student.token);
    await publish([message(student.id, 21)]);
    expect(JSON.parse((await next.next()).data).message_token).toBe('m21');
    next.close();
  });
});

describe('the daily purge', () => {
  it('forgets events older than a day and keeps the rest', async () => {
    const now = t.clock.now().getTime();
    const old = new Date(now - LIVE_EVENTS_KEPT_MS - 60_000);
    const recent = new Date(now - LIVE_EVENTS_KEPT_MS + 60_000);
    const rows = await t.db
      .insert(liveEvents)
      .values(
        [old, recent].map((createdAt) => ({
          userId: student.id,
          type: 'notifications.read',
          createdAt,
        })),
      )
      .returning({ seq: liveEvents.seq });
    await purgeLiveEvents(t.db, new Date(now - LIVE_EVENTS_KEPT_MS));
    const kept = await t.db
      .select({ seq: liveEvents.seq })
      .from(liveEvents)
      .where(
        inArray(
          liveEvents.seq,
          rows.map((row) => row.seq),
        ),
      );
    expect(kept).toEqual([{ seq: rows[1]?.seq }]);
  });
});

describe('a server with its request log', () => {
  it('never logs the ticket, and closing it ends open streams without waiting on them', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      clock: new TestClock(),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const make = createFactories(database.db);
    const user = await make.user({
      type: 'S',
      organisation: await make.school(await make.district()),
    });
    const { token } = await callerOn(app).call(accounts.login, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const { ticket } = await callerOn(app, token).call(live.createTicket);
    const stream = await openSse(
      `http://127.0.0.1:${port}${live.LIVE_STREAM_PATH}?ticket=${ticket}`,
    );
    expect(stream.status).toBe(200);
    const closing = Date.now();
    await app.close();
    await stream.ended;
    expect(Date.now() - closing).toBeLessThan(1_000);
    await database.close();
    const log = lines.join('');
    expect(log).toContain(live.LIVE_STREAM_PATH);
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(ticket.split('.').at(-1));
  });
});
