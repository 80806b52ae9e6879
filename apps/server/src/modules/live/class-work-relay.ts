/** A change to a class's work, as the stream sends it: ids only, and the event's seq. */
export interface ClassWorkEvent {
  seq: number;
  class_id: number;
  activity_id: number | null;
  student_id: number | null;
  kind: string;
}

/** About four polls a second: an event reaches its watchers well within the second promised. */
export const POLL_INTERVAL_MS = 250;
/**
 * How far behind the newest seq each poll looks again: `seq` is taken at insert, not at commit,
 * so an event may become visible after polls have read higher ones. An event is still delivered
 * when its transaction commits within this long of a higher seq being read.
 */
export const LATE_COMMIT_WINDOW_MS = 5_000;
/** A gap between polls this long (a failed or stalled poll) may have let late events pass. */
export const POLL_PAUSE_MS = 2_000;

/**
 * What a poll reads after the first: the window's floor, and the newest seq read before (`after`).
 * Its events past `after` are new; below it, only how many there are, to compare with those sent.
 */
export interface PollWindow {
  floor: number;
  after: number;
}

/** The watched classes' events in `(floor, after]`, by count and sum of their seqs. */
export interface EarlierEvents {
  count: number;
  seqSum: number;
}

interface RelayDeps {
  /**
   * The watched classes' events after the window's `after` (none without a window), oldest first,
   * with how many of theirs lie in the window below it, and the newest seq of all.
   */
  poll(
    classIds: readonly number[],
    window: PollWindow | null,
  ): Promise<{ top: number; events: readonly ClassWorkEvent[]; earlier: EarlierEvents }>;
  /** The classes watched by this process's streams now; the relay stops when there are none. */
  watchedClasses(): readonly number[];
  /** The new events of one poll, oldest first: sent together, one write per stream. */
  deliver(events: readonly ClassWorkEvent[]): void;
  /** Events may have been missed: the watching screens refetch. */
  resync(): void;
  warn(error: unknown, message: string): void;
  now(): number;
  intervalMs?: number;
}

/**
 * The process's one reader of class work for its streams: while any of its streams watches a
 * class, it polls `learning_events` for all watched classes in one statement and passes each new
 * event on once. The answer save stays as it is (no NOTIFY, no row per watcher); with nobody
 * watching, nothing is read.
 */
export function createClassWorkRelay(deps: RelayDeps) {
  const interval = deps.intervalMs ?? POLL_INTERVAL_MS;
  /** The newest seq each recent poll saw, oldest first: the floor is one a window old. */
  let seen: { at: number; top: number }[] = [];
  /** Events delivered and still above the floor: what a window is compared with, sent only once. */
  const sent = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let lastPolledAt = 0;
  let failing = false;
  let stopped = false;

  /** The newest seq seen by the latest poll at least a window ago (else by the first poll). */
  function floor(now: number): number | null {
    let chosen = 0;
    seen.forEach((entry, n) => {
      if (now - entry.at >= LATE_COMMIT_WINDOW_MS) chosen = n;
    });
    // Polls older than the chosen one will never be the floor again.
    seen = seen.slice(chosen);
    return seen[0]?.top ?? null;
  }

  /**
   * Forgets the events sent at or below the floor (no poll reads them again) and counts the rest
   * as `EarlierEvents` does.
   */
  function keepSentAbove(from: number): EarlierEvents {
    let seqSum = 0;
    for (const seq of sent) {
      if (seq <= from) sent.delete(seq);
      else seqSum += seq;
    }
    return { count: sent.size, seqSum };
  }

  /**
   * The new events, and the window again only when what lies below the newest seq read differs
   * from what was sent: an event there committed late (or a class is watched anew).
   */
  async function readWindow(classIds: readonly number[], from: number | null) {
    const after = seen.at(-1)?.top;
    if (from === null || after === undefined) return deps.poll(classIds, null);
    const read = await deps.poll(classIds, { floor: from, after });
    const sentInWindow = keepSentAbove(from);
    const same =
      read.earlier.count === sentInWindow.count && read.earlier.seqSum === sentInWindow.seqSum;
    return same ? read : deps.poll(classIds, { floor: from, after: from });
  }

  async function pollOnce(classIds: readonly number[]) {
    const startedAt = deps.now();
    const from = floor(startedAt);
    const { top, events } = await readWindow(classIds, from);
    // Polls stalled: an event that committed late meanwhile may have passed below the floor.
    if (from !== null && startedAt - lastPolledAt > POLL_PAUSE_MS) deps.resync();
    lastPolledAt = startedAt;
    failing = false;
    seen.push({ at: startedAt, top: Math.max(top, from ?? 0) });
    const fresh = events.filter((event) => !sent.has(event.seq));
    for (const event of fresh) sent.add(event.seq);
    if (fresh.length > 0) deps.deliver(fresh);
  }

  function forget() {
    seen = [];
    sent.clear();
    running = false;
  }

  async function loop() {
    const classIds = deps.watchedClasses();
    if (stopped || classIds.length === 0) {
      forget();
      return;
    }
    try {
      await pollOnce(classIds);
    } catch (error) {
      // Once per run of failures: the screens refetch now, and again if the gap grows long.
      if (!failing) {
        deps.warn(error, 'live class work poll failed');
        deps.resync();
      }
      failing = true;
    }
    if (stopped) return forget();
    timer = setTimeout(loop, interval);
    timer.unref();
  }

  return {
    /** A stream began watching classes: starts polling unless it already runs. */
    wake() {
      if (running || stopped) return;
      running = true;
      void loop();
    },
    get running() {
      return running;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      forget();
    },
  };
}

export type ClassWorkRelay = ReturnType<typeof createClassWorkRelay>;
