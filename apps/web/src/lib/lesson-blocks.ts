import type { CallResponse, kits } from '@kitlab/contract';

type KitLesson = CallResponse<typeof kits.getStudentKitTopic>['lessons'][number];

/** The whitelisted block tree of a lesson page (packages/kit-format): never HTML. */
export type LessonBlock = KitLesson['pages'][number]['blocks'][number];
export type Inline = Extract<LessonBlock, { type: 'paragraph' }>['children'][number];
export type CalloutVariant = Extract<LessonBlock, { type: 'callout' }>['variant'];

/**
 * Pairs each item with a key. Blocks and inline runs have no ids and a page never reorders
 * them, so the position is a stable key.
 */
export function keyed<T>(items: readonly T[], prefix = 'n'): { key: string; item: T }[] {
  return items.map((item, position) => ({ key: `${prefix}${position}`, item }));
}

/** Only http and https links are followed; the kit format refuses others, this repeats it. */
export function isWebLink(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Lesson headings are levels 2 to 4; under a heading of `below`, they shift down to fit. */
export function headingOrder(level: 2 | 3 | 4, below: number): 2 | 3 | 4 | 5 | 6 {
  return Math.min(6, Math.max(2, level + below - 1)) as 2 | 3 | 4 | 5 | 6;
}
