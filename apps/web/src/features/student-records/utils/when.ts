/** An instant of the log or a receipt with its year, in the reader's words: "30 Nov 2026, 14:05". */
export function longWhen(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
