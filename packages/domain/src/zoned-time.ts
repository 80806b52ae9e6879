/**
 * Wall-clock times in a school's IANA time zone. Offsets are read from Intl, so changes to and
 * from summer time follow the zone's own rules.
 */

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Offsets already worked out, by zone and UTC second (the offset depends on nothing finer):
 * reading one from Intl takes microseconds, and a busy process asks for the same second's again
 * and again (each notification's quiet hours).
 */
const offsetsBySecond = new Map<string, number>();
const KEPT_OFFSETS = 512;

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000);
  const key = `${timeZone} ${second}`;
  const kept = offsetsBySecond.get(key);
  if (kept !== undefined) return kept;
  const parts = wallFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  // Set apart from the time: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const wall = new Date(Date.UTC(2000, 0, 1, part('hour'), part('minute'), part('second')));
  wall.setUTCFullYear(part('year'), part('month') - 1, part('day'));
  const offset = wall.getTime() - second * 1000;
  if (offsetsBySecond.size >= KEPT_OFFSETS) offsetsBySecond.clear();
  offsetsBySecond.set(key, offset);
  return offset;
}

/** Minutes since local midnight of an instant's wall clock. */
export function localMinutes(instant: Date, timeZone: string): number {
  const wall = instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone);
  const inDay = ((wall % 86_400_000) + 86_400_000) % 86_400_000;
  return Math.floor(inDay / 60_000);
}

/** "HH:MM" as minutes since midnight. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const DAY_MS = 86_400_000;

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A YYYY-MM-DD date's midnight in UTC, in milliseconds. Read by position, not split: the reports
 * work out dozens of dates per call.
 */
export function utcMidnightOf(date: string): number {
  if (date.length !== 10) {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  }
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8)));
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const next = new Date(utcMidnightOf(date) + days * DAY_MS);
  const year = String(next.getUTCFullYear()).padStart(4, '0');
  return `${year}-${twoDigits(next.getUTCMonth() + 1)}-${twoDigits(next.getUTCDate())}`;
}

/** Every calendar date from one YYYY-MM-DD date to another, both included. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The instant a school-local wall time of a date falls at. A time that happens twice (the hour
 * the clocks go back) is its first occurrence; a time that never happens (the hour they go
 * forward) moves on by the length of the gap, as Temporal's "compatible" rule does.
 */
export function instantOfLocal(date: string, minutes: number, timeZone: string): Date {
  const wall = utcMidnightOf(date) + minutes * 60_000;
  const before = wall - zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = wall - zoneOffsetMs(wall + DAY_MS, timeZone);
  const matches = [before, after].filter((t) => t + zoneOffsetMs(t, timeZone) === wall);
  return new Date(matches.length > 0 ? Math.min(...matches) : before);
}
