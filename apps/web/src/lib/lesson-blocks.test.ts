import { describe, expect, it } from 'vitest';
import { headingOrder, isWebLink, keyed } from './lesson-blocks';

describe('lesson block helpers', () => {
  it('keys items by their position', () => {
    expect(keyed(['a', 'b'], 'b')).toEqual([
      { key: 'b0', item: 'a' },
      { key: 'b1', item: 'b' },
    ]);
  });

  it('follows http and https links only', () => {
    expect(isWebLink('https://example.org')).toBe(true);
    expect(isWebLink('HTTP://example.org')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('//example.org')).toBe(false);
  });

  it('shifts lesson headings below the heading they sit under, up to h6', () => {
    expect(headingOrder(2, 2)).toBe(3);
    expect(headingOrder(4, 2)).toBe(5);
    expect(headingOrder(4, 4)).toBe(6);
    expect(headingOrder(2, 1)).toBe(2);
  });
});
