/** "about 12 minutes" from students' usual time, or null before anyone finished. */
export function usualTime(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 1) return 'usually takes under a minute';
  return `usually takes about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** "Due Mon 1 Feb" for a YYYY-MM-DD school date (read as a calendar date, not an instant). */
export function dueText(dueDate: string): string {
  const instant = Date.parse(`${dueDate}T12:00:00Z`);
  if (Number.isNaN(instant)) return `Due ${dueDate}`;
  const words = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(instant);
  return `Due ${words}`;
}

/** "3 of 10 answered" for where the student left off. */
export function answeredText(answered: number, total: number): string {
  return `${answered} of ${total} answered`;
}
