import { formatDate } from '@kitlab/domain';
import type { HolidayBreak } from '../api/get-school-holidays';

/** "Mon 26 Oct 2026 to Fri 30 Oct 2026", or the one day. */
export function breakDatesInWords(holiday: Pick<HolidayBreak, 'from' | 'to'>): string {
  const from = formatDate(holiday.from, 'short');
  return holiday.from === holiday.to ? from : `${from} to ${formatDate(holiday.to, 'short')}`;
}

/** "5 school days", "1 school day", "No school days" (a weekend alone). */
export function schoolDaysInWords(days: number): string {
  if (days === 0) return 'No school days';
  return `${days} school ${days === 1 ? 'day' : 'days'}`;
}
