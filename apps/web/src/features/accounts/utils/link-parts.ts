/** A piece of a mail's text: plain words, or an address to show as a link. */
export type TextPart = { text: string } | { href: string };

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)]+$/;

/** Splits text so that http(s) addresses in it can be shown as links, and nothing else can. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const href = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
