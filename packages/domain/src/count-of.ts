import { numberText } from './en-gb-text.js';

/** "1 lesson", "0 lessons", "1,200 activities": a count and its noun, one or many. */
export const countOf = (count: number, one: string, many = `${one}s`): string =>
  `${numberText(count)} ${count === 1 ? one : many}`;
