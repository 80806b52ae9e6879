import { discussions } from '@kitlab/contract';

/** What the composer says under the box as the user types: how much room is left, or too much. */
export function composerCount(text: string) {
  const length = text.trim().length;
  const left = discussions.MESSAGE_MAX - length;
  return {
    length,
    label: `${length} / ${discussions.MESSAGE_MAX}`,
    tooLong: left < 0,
    error: left < 0 ? discussions.MESSAGE_TOO_LONG : null,
    canSend: length > 0 && left >= 0,
  };
}

/** "10:42" today, else "3 Mar, 10:42", in the reader's own time. */
export function messageTime(iso: string, now: Date, locale?: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  const day = at.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  return `${day}, ${time}`;
}
