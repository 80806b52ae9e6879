/** How JSON.stringify writes half a surrogate pair (and, rarely, text that only looks like it). */
const LONE_SURROGATE_ESCAPE = /\\ud[89a-f]/i;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value;

/**
 * Values as JSON text for a `jsonb` parameter. jsonb refuses half a surrogate pair, which
 * JSON.stringify writes as an escape (an answer or a title may hold one: JSON allows it); such
 * text is written with a replacement character, as the driver writes it into a text parameter.
 */
export function jsonbText(value: unknown): string {
  const json = JSON.stringify(value);
  return LONE_SURROGATE_ESCAPE.test(json) ? JSON.stringify(value, wellFormed) : json;
}
