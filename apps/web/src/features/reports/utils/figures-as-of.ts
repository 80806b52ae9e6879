import type { core } from '@kitlab/contract';

/** What each derived view holds, in the words of the report page. */
export const DERIVED_VIEW_LABELS: Record<core.DerivedView, string> = {
  activity_time_norms: 'Usual time per activity',
  report_rollups: 'Schools, classes and teachers report',
};

/**
 * "Figures as of 26 Nov 2026, 09:40" in the reader's locale and time zone (both may be given,
 * for tests), or "Not refreshed yet" before the first successful refresh.
 */
export function figuresAsOf(
  iso: string | null,
  options: { locale?: string; timeZone?: string } = {},
): string {
  if (iso === null) return 'Not refreshed yet';
  const when = new Intl.DateTimeFormat(options.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(new Date(iso));
  return `Figures as of ${when}`;
}
