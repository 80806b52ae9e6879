import type { reports } from '@kitlab/contract';
import type { TableQueryFilters } from './table-filters';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * "answers-7a-cells-quiz-2027-01-04-to-2027-01-31.xlsx": the class, the activity and the days
 * the table was filtered to, never a student's name; no clock is read, so the name says what the
 * file holds, not when it was saved.
 */
export function exportFileName(
  className: string,
  filters: TableQueryFilters,
  format: reports.ExportFormat,
  activityTitle?: string,
): string {
  const days =
    filters.from || filters.to ? `${filters.from ?? 'start'}-to-${filters.to ?? 'today'}` : '';
  const parts = [
    'answers',
    slug(className) || String(filters.class_id),
    slug(activityTitle ?? ''),
    days,
  ];
  return `${parts.filter(Boolean).join('-')}.${format}`;
}
