import { addDays, utcMidnightOf } from './zoned-time.js';

/** Day of the week of a YYYY-MM-DD date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnightOf(date)).getUTCDay();
}

/** The Monday that starts the school week of a YYYY-MM-DD date (a Sunday belongs to the week before). */
export function weekStartOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}
