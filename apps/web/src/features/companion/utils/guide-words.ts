import { formatDayMonth } from '@kitlab/domain';

/** "about 12 minutes" from students' usual time, or null before anyone finished. */
export function usualTime(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 1) return 'usually takes under a minute';
  return `usually takes about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** "Due Mon 1 Feb" for a YYYY-MM-DD school date (read as a calendar date, not an instant). */
export function dueText(dueDate: string): string {
  if (Number.isNaN(Date.parse(`${dueDate}T12:00:00Z`))) return `Due ${dueDate}`;
  return `Due ${formatDayMonth(dueDate)}`;
}

/** "3 of 10 answered" for where the student left off. */
export function answeredText(answered: number, total: number): string {
  return `${answered} of ${total} answered`;
}
