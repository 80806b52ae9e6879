import { addDays } from './zoned-time.js';

/** Day of the week of a YYYY-MM-DD date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Monday that starts the school week of a YYYY-MM-DD date (a Sunday belongs to the week before). */
export function weekStartOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}
