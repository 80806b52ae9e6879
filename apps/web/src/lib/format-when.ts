/** A date and time the way the reader's browser writes them: "3 Mar, 14:05". */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
