/** A date and time the way the reader's browser writes them: "3 Mar, 14:05". */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A date and time with its year, for records kept for long: "30 Nov 2026, 14:05". */
export function formatWhenWithYear(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
