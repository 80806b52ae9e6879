import { describe, expect, it } from 'vitest';
import { figuresAsOf } from './figures-as-of';

describe('figuresAsOf', () => {
  it("says when the figures were refreshed, in the reader's locale and time zone", () => {
    const at = '2026-11-26T09:40:00.000Z';
    expect(figuresAsOf(at, { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      'Figures as of 26 Nov 2026, 09:40',
    );
    expect(figuresAsOf(at, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe(
      'Figures as of 26 Nov 2026, 18:40',
    );
  });

  it('says so before the first refresh', () => {
    expect(figuresAsOf(null)).toBe('Not refreshed yet');
  });
});
