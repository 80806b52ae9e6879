/** A `log_activity` call of spec section 4, with the time the server received it. */
export interface ActivityLogEvent {
  action: 'start' | 'end';
  at: Date | number;
}

/**
 * The longest a start without an end is taken to last. An activity left open without an end
 * (a closed laptop, a lost connection) then adds at most this much.
 */
export const OPEN_SPAN_CAP_MS = 30 * 60 * 1000;

export interface TimeSpentOptions {
  /** The time to close a start that has no end yet (a student still working). */
  now: Date | number;
  openSpanCapMs?: number;
}

/** A span of time, milliseconds since the epoch, start <= end. */
export interface TimeSpan {
  start: number;
  end: number;
}

interface TimedEvent {
  action: ActivityLogEvent['action'];
  at: number;
}

function millisOf(value: Date | number): number {
  const millis = typeof value === 'number' ? value : value.getTime();
  if (!Number.isFinite(millis)) throw new RangeError(`Not a time: ${String(value)}`);
  return millis;
}

/**
 * In time order, starts before ends at the same instant, so a zero-length visit pairs with
 * itself and back-to-back visits stay two spans.
 */
function inTimeOrder(events: readonly ActivityLogEvent[]): TimedEvent[] {
  return events
    .map(({ action, at }) => ({ action, at: millisOf(at) }))
    .sort((a, b) => a.at - b.at || (a.action === b.action ? 0 : a.action === 'start' ? -1 : 1));
}

/** Merges overlapping or touching spans so no moment counts twice. */
function mergeSpans(spans: readonly TimeSpan[]): TimeSpan[] {
  const merged: TimeSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * The spans a student had an activity open, merged. Each end closes the latest open start (a
 * reload opens a second start; its end belongs to it, not to the one left behind). An end with
 * no open start is ignored. A start that is never ended lasts until the next start, `now`, or
 * the cap, whichever is first, and never less than nothing.
 */
export function activitySpans(
  events: readonly ActivityLogEvent[],
  options: TimeSpentOptions,
): TimeSpan[] {
  const now = millisOf(options.now);
  const cap = options.openSpanCapMs ?? OPEN_SPAN_CAP_MS;
  if (!(cap >= 0)) throw new RangeError(`Not a cap: ${cap}`);
  const ordered = inTimeOrder(events);
  const starts = ordered.filter((e) => e.action === 'start').map((e) => e.at);
  const open: number[] = [];
  const spans: TimeSpan[] = [];
  for (const event of ordered) {
    if (event.action === 'start') open.push(event.at);
    else {
      const start = open.pop();
      if (start !== undefined) spans.push({ start, end: event.at });
    }
  }
  for (const start of open) {
    const nextStart = starts.find((at) => at > start) ?? Number.POSITIVE_INFINITY;
    spans.push({ start, end: Math.max(start, Math.min(nextStart, now, start + cap)) });
  }
  return mergeSpans(spans);
}

/** Time spent on an activity, in milliseconds, from its log_activity events. */
export function timeSpentMs(
  events: readonly ActivityLogEvent[],
  options: TimeSpentOptions,
): number {
  return activitySpans(events, options).reduce((total, span) => total + span.end - span.start, 0);
}
