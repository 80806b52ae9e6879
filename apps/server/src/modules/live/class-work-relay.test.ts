import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ClassWorkEvent,
  createClassWorkRelay,
  LATE_COMMIT_WINDOW_MS,
  POLL_INTERVAL_MS,
  type PollWindow,
} from './class-work-relay.js';

const event = (seq: number, classId = 1): ClassWorkEvent => ({
  seq,
  class_id: classId,
  activity_id: 5,
  student_id: 6,
  kind: 'answer_question',
});

/** A table the test commits events to, out of seq order when it likes, and a relay polling it. */
function relayOver(watched: number[] = [1]) {
  const committed: ClassWorkEvent[] = [];
  const windows: (PollWindow | null)[] = [];
  const delivered: number[] = [];
  const failures = { next: 0 };
  const ofWatched = (classIds: readonly number[], from: number, to = Number.POSITIVE_INFINITY) =>
    committed
      .filter((e) => e.seq > from && e.seq <= to && classIds.includes(e.class_id))
      .sort((a, b) => a.seq - b.seq);
  const deps = {
    poll: vi.fn(async (classIds: readonly number[], window: PollWindow | null) => {
      windows.push(window);
      if (failures.next > 0) {
        failures.next -= 1;
        throw new Error('connection lost');
      }
      const top = Math.max(0, ...committed.map((e) => e.seq));
      if (!window) return { top, events: [], earlier: { count: 0, seqSum: 0 } };
      const earlier = ofWatched(classIds, window.floor, window.after);
      return {
        top,
        events: ofWatched(classIds, window.after),
        earlier: { count: earlier.length, seqSum: earlier.reduce((sum, e) => sum + e.seq, 0) },
      };
    }),
    watchedClasses: () => watched,
    deliver: (events: readonly ClassWorkEvent[]) => delivered.push(...events.map((e) => e.seq)),
    resync: vi.fn(),
    warn: vi.fn(),
    now: () => Date.now(),
  };
  const relay = createClassWorkRelay(deps);
  const tick = () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  const floors = () => windows.map((window) => window?.floor ?? null);
  return { relay, deps, committed, windows, floors, delivered, failures, tick, watched };
}

/** A relay over class 1 woken with event `seq` committed, after its first two polls. */
async function wokenAt(seq: number) {
  const over = relayOver([1]);
  over.committed.push(event(seq));
  over.relay.wake();
  await over.tick();
  return over;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the class work relay', () => {
  it('starts from the newest event when woken, then passes each new event of a watched class once', async () => {
    const { relay, committed, delivered, tick } = relayOver([1]);
    committed.push(event(1), event(2));
    relay.wake();
    await tick();
    committed.push(event(3), event(4, 2), event(5));
    await tick();
    await tick();
    expect(delivered).toEqual([3, 5]);
    relay.stop();
  });

  it('still delivers, once, an event whose transaction committed after higher ones were read', async () => {
    const { relay, committed, delivered, tick } = await wokenAt(10);
    // 11 was inserted first but commits last.
    committed.push(event(12));
    await tick();
    expect(delivered).toEqual([12]);
    await vi.advanceTimersByTimeAsync(LATE_COMMIT_WINDOW_MS / 2);
    committed.push(event(11));
    await tick();
    expect(delivered).toEqual([12, 11]);
    await vi.advanceTimersByTimeAsync(LATE_COMMIT_WINDOW_MS * 2);
    expect(delivered).toEqual([12, 11]);
    relay.stop();
  });

  it('reads only what is new while nothing below it committed late, and the window when it did', async () => {
    const { relay, committed, windows, delivered, tick } = await wokenAt(10);
    committed.push(event(12), event(13, 2));
    await tick();
    committed.push(event(14));
    await tick();
    expect(windows).toEqual([
      null,
      { floor: 10, after: 10 },
      { floor: 10, after: 10 },
      { floor: 10, after: 13 },
    ]);
    // 11 commits after 14 was read: what lies below 14 is no longer what was sent.
    committed.push(event(11));
    await tick();
    expect(windows.slice(4)).toEqual([
      { floor: 10, after: 14 },
      { floor: 10, after: 10 },
    ]);
    expect(delivered).toEqual([12, 14, 11]);
    await tick();
    expect(windows.slice(6)).toEqual([{ floor: 10, after: 14 }]);
    relay.stop();
  });

  it('reads the window again when an event there is gone and a late one took its place', async () => {
    const { relay, committed, delivered, tick } = await wokenAt(10);
    committed.push(event(12), event(13));
    await tick();
    // A student's events erased (12) as another commits late (11): as many events, not the same.
    committed.splice(
      committed.findIndex((e) => e.seq === 12),
      1,
      event(11),
    );
    await tick();
    expect(delivered).toEqual([12, 13, 11]);
    relay.stop();
  });

  it('reads again only a window behind the newest event, so the range read stays short', async () => {
    const { relay, committed, floors } = await wokenAt(10);
    committed.push(event(20));
    await vi.advanceTimersByTimeAsync(LATE_COMMIT_WINDOW_MS + 2 * POLL_INTERVAL_MS);
    expect(floors()[0]).toBeNull();
    expect(floors().at(-1)).toBe(20);
    relay.stop();
  });

  it('asks the watching screens to refetch once when polls fail, and goes on polling', async () => {
    const { relay, deps, committed, delivered, failures, tick } = relayOver([1]);
    relay.wake();
    await tick();
    failures.next = 3;
    await tick();
    await tick();
    await tick();
    expect(deps.resync).toHaveBeenCalledOnce();
    committed.push(event(30));
    await tick();
    expect(delivered).toEqual([30]);
    relay.stop();
  });

  it('asks the watching screens to refetch when polls stalled longer than a late commit may take', async () => {
    const { relay, deps, tick } = relayOver([1]);
    relay.wake();
    await tick();
    expect(deps.resync).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + LATE_COMMIT_WINDOW_MS);
    await tick();
    expect(deps.resync).toHaveBeenCalledOnce();
    relay.stop();
  });

  it('stops polling when no class is watched, and starts afresh when woken again', async () => {
    const { relay, deps, watched, tick } = relayOver([1]);
    relay.wake();
    await tick();
    watched.length = 0;
    await tick();
    expect(relay.running).toBe(false);
    const polls = deps.poll.mock.calls.length;
    await tick();
    expect(deps.poll.mock.calls.length).toBe(polls);
    watched.push(1);
    relay.wake();
    expect(deps.poll.mock.calls[polls]?.[1]).toBeNull();
    relay.stop();
  });
});
