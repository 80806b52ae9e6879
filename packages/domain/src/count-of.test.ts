import { describe, expect, it } from 'vitest';
import { countOf } from './count-of.js';

describe('countOf', () => {
  it('says one and many in plain words', () => {
    expect(countOf(1, 'lesson')).toBe('1 lesson');
    expect(countOf(0, 'lesson')).toBe('0 lessons');
    expect(countOf(2, 'activity', 'activities')).toBe('2 activities');
  });

  it('writes a large count as the rest of the app writes numbers', () => {
    expect(countOf(1200, 'day')).toBe('1,200 days');
  });
});
