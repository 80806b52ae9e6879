import { describe, expect, it } from 'vitest';
import { MAX_NESTING, walkSentText } from './bounds.js';

/** A value with `depth` arrays around a string. */
const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

describe('walkSentText', () => {
  it('names every text with a control character, in order', () => {
    const walked = walkSentText({
      a: 'fine',
      b: ['ok', 'x\u0000y'],
      c: { d: 'tab\tis fine', e: '\u0007' },
    });
    expect(walked).toEqual({
      controlPaths: [
        ['b', 1],
        ['c', 'e'],
      ],
      tooDeep: false,
    });
  });

  it('walks a value as deep as MAX_NESTING and stops past it, without recursing', () => {
    expect(walkSentText(nested(MAX_NESTING)).tooDeep).toBe(false);
    expect(walkSentText(nested(MAX_NESTING + 1)).tooDeep).toBe(true);
    expect(walkSentText(nested(100_000)).tooDeep).toBe(true);
  });
});
