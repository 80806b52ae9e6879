import { describe, expect, it } from 'vitest';
import { pageCount, pageToShow } from './paging';

describe('paging', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('moves a page past the end to the last page, and leaves others alone', () => {
    expect(pageToShow(5, 13, 12)).toBe(2);
    expect(pageToShow(3, 0, 12)).toBe(1);
    expect(pageToShow(2, 13, 12)).toBeNull();
    expect(pageToShow(1, 0, 12)).toBeNull();
  });
});
