import { formatDate } from '@kitlab/domain';

/** "25 Jan": a week by its Monday, short enough for a chart's axis at 375 px, in every zone. */
export function weekAxisLabel(weekStart: string): string {
  const [year = 0, month = 1, day = 1] = weekStart.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** The column a week's Monday stands in, as `weekWords` writes it. */
export const WEEK_COLUMN = 'Week of';

/** "Mon 25 Jan 2027": a week by its Monday, for tables and screen readers. */
export function weekWords(weekStart: string): string {
  return formatDate(weekStart);
}
