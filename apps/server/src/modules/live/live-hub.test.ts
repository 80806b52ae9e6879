import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, ListenOptions } from '../../db/client.js';
import type { LiveNotice } from '../../lib/live-publisher.js';
import { TestClock } from '../../test/test-clock.js';
import type { PollWindow } from './class-work-relay.js';
import type { LiveEventsRepository } from './live-events.repository.js';
import { createLiveHub } from './live-hub.js';
import type { LiveStream } from './sse-stream.js';

/** A database whose channel the test notifies, and whose listener it can make reconnect. */
function fakeDatabase() {
  let deliver: ((payload: string) => void) | undefined;
  let options: ListenOptions = {};
  const unlisten = vi.fn(async () => {});
  const database = {
    listen: vi.fn(async (_channel: string, onPayload: (payload: string) => void, given = {}) => {
      deliver = onPayload;
      options = given;
      return unlisten;
    }),
  } as unknown as DatabaseHandle;
  return {
    database,
    unlisten,
    notify: (notice: LiveNotice) => deliver?.(JSON.stringify(notice)),
    reconnect: () => options.onReconnect?.(),
  };
}

function fakeStream(userId: number, authTokenId = userId, classIds: number[] = []) {
  return {
    userId,
    authTokenId,
    classIds,
    send: vi.fn(),
    sendClassWork: vi.fn(),
    resync: vi.fn(),
    heartbeat: vi.fn(),
    end: vi.fn(),
  } satisfies LiveStream;
}

function hubWith(
  validSignIns: number[] = [],
  heartbeatMs = 10_000,
  classWork: Parameters<typeof createLiveHub>[0]['classWork'] = {
    eventsAfter: vi.fn(async () => ({ top: 0, events: [], earlier: { count: 0, seqSum: 0 } })),
  },
) {
  const db = fakeDatabase();
  const repo = {
    validSignIns: vi.fn(
      async (ids: readonly number[]) => new Set(ids.filter((id) => validSignIns.includes(id))),
    ),
  } as unknown as LiveEventsRepository;
  const hub = createLiveHub({
    database: db.database,
    repo,
    classWork,
    clock: new TestClock(),
    warn: () => {},
    heartbeatMs,
    pollIntervalMs: 10,
  });
  return { hub, db, repo };
}

const notice = (userId: number, seq: number): LiveNotice => ({
  seq,
  user_id: userId,
  type: 'notifications.read',
  data: { unread_count: 0 },
});

describe('the live hub', () => {
  it('hands a notice to every stream of its user and to no one else', async () => {
    const { hub, db } = hubWith();
    await hub.ensureListening();
    const [tabOne, tabTwo, someoneElse] = [fakeStream(1), fakeStream(1), fakeStream(2)];
    for (const stream of [tabOne, tabTwo, someoneElse]) hub.add(stream);
    db.notify(notice(1, 5));
    expect(tabOne.send).toHaveBeenCalledWith(notice(1, 5));
    expect(tabTwo.send).toHaveBeenCalledWith(notice(1, 5));
    expect(someoneElse.send).not.toHaveBeenCalled();
  });

  it('listens once however many streams open, and forgets a removed stream', async () => {
    const { hub, db } = hubWith();
    await Promise.all([hub.ensureListening(), hub.ensureListening()]);
    expect(db.database.listen).toHaveBeenCalledTimes(1);
    const stream = fakeStream(1);
    const remove = hub.add(stream);
    remove();
    db.notify(notice(1, 6));
    expect(stream.send).not.toHaveBeenCalled();
    expect(hub.size).toBe(0);
  });

  it('ignores a payload that is not a notice', async () => {
    const { hub, db } = hubWith();
    await hub.ensureListening();
    const stream = fakeStream(1);
    hub.add(stream);
    (db.database.listen as ReturnType<typeof vi.fn>).mock.calls[0]?.[1]('not json');
    expect(stream.send).not.toHaveBeenCalled();
  });

  it('asks every screen to refetch after its listener reconnected', async () => {
    const { hub, db } = hubWith();
    await hub.ensureListening();
    const streams = [fakeStream(1), fakeStream(2)];
    for (const stream of streams) hub.add(stream);
    db.reconnect();
    for (const stream of streams) expect(stream.resync).toHaveBeenCalledOnce();
  });

  it('beats on every stream and ends those whose sign-in has ended', async () => {
    vi.useFakeTimers();
    try {
      const { hub } = hubWith([1], 1_000);
      await hub.ensureListening();
      const [signedIn, signedOut] = [fakeStream(1), fakeStream(2)];
      hub.add(signedIn);
      hub.add(signedOut);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(signedIn.heartbeat).toHaveBeenCalledOnce();
      expect(signedIn.end).not.toHaveBeenCalled();
      expect(signedOut.end).toHaveBeenCalledOnce();
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends every stream when the server closes, refuses new ones, and stops listening', async () => {
    const { hub, db } = hubWith();
    await hub.ensureListening();
    const open = fakeStream(1);
    hub.add(open);
    hub.endAll();
    expect(open.end).toHaveBeenCalledOnce();
    const late = fakeStream(1);
    hub.add(late);
    expect(late.end).toHaveBeenCalledOnce();
    await hub.close();
    expect(db.unlisten).toHaveBeenCalledOnce();
  });

  it('hands a change to the work of a class to the streams watching it, and polls only while one does', async () => {
    const event = { seq: 9, class_id: 7, activity_id: 3, student_id: 4, kind: 'answer_question' };
    let polls = 0;
    const eventsAfter = vi.fn(async (_classIds: readonly number[], window: PollWindow | null) => {
      polls += 1;
      return { top: 9, events: window === null ? [] : [event], earlier: { count: 0, seqSum: 0 } };
    });
    const { hub } = hubWith([], 10_000, { eventsAfter });
    const plain = fakeStream(1);
    hub.add(plain);
    expect(hub.polling).toBe(false);
    const [watching, otherClass] = [fakeStream(2, 2, [7]), fakeStream(3, 3, [8])];
    const removeWatching = hub.add(watching);
    const removeOther = hub.add(otherClass);
    expect(hub.polling).toBe(true);
    await vi.waitFor(() => expect(watching.sendClassWork).toHaveBeenCalledWith([event]));
    expect(eventsAfter.mock.calls.at(-1)?.[0]).toEqual([7, 8]);
    expect(otherClass.sendClassWork).not.toHaveBeenCalled();
    expect(plain.sendClassWork).not.toHaveBeenCalled();
    removeWatching();
    removeOther();
    await vi.waitFor(() => expect(hub.polling).toBe(false));
    const pollsWhenStopped = polls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(polls).toBe(pollsWhenStopped);
    await hub.close();
  });
});
