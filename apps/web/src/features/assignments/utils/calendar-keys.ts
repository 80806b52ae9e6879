import { addDays, addMonths, firstOfMonth, lastOfMonth, monthOf, parseDateString } from './dates';

/**
 * Where a key moves the focused day of a month calendar: arrows by a day or a week, Home and
 * End to the week's ends, Page Up and Page Down by a month (the same day, or the month's last).
 * Answers null for other keys.
 */
export function dayForKey(key: string, date: string, weekStart = 1): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
    case 'End': {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const fromStart = (weekday - weekStart + 7) % 7;
      return addDays(date, key === 'Home' ? -fromStart : 6 - fromStart);
    }
    case 'PageUp':
    case 'PageDown':
      return sameDayInMonth(date, key === 'PageUp' ? -1 : 1);
    default:
      return null;
  }
}

function sameDayInMonth(date: string, delta: number): string {
  const target = addMonths(monthOf(date), delta);
  const lastDay = parseDateString(lastOfMonth(target)).day;
  return addDays(firstOfMonth(target), Math.min(parseDateString(date).day, lastDay) - 1);
}
