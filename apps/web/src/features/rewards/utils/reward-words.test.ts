import { describe, expect, it } from 'vitest';
import { compactCount } from './reward-words';

const intlCompact = new Intl.NumberFormat('en-GB', { notation: 'compact' });

describe('compactCount', () => {
  it('writes a phone header count as en-GB compact notation does', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1000)).toBe('1k');
    expect(compactCount(1250)).toBe('1.3k');
    expect(compactCount(9999)).toBe('10k');
    expect(compactCount(123_456)).toBe('123k');
    expect(compactCount(999_999)).toBe('1m');
    expect(compactCount(1_250_000)).toBe('1.3m');
    expect(compactCount(1_200_000_000)).toBe('1.2bn');
  });

  it('agrees with Intl at every edge where a figure or a unit changes', () => {
    const edges = [1, 10, 100, 1000, 10_000, 100_000, 1e6, 1e7, 1e8, 1e9, 1e10];
    const around = edges.flatMap((edge) =>
      [0.949, 0.95, 0.9949, 0.995, 0.99999, 1, 1.049, 1.05, 1.25, 1.5].map((at) =>
        Math.round(edge * at),
      ),
    );
    for (const count of [...around, 42, 1949, 1950, 54_321, 678_901, 5_555_555, -1250]) {
      expect(compactCount(count), String(count)).toBe(intlCompact.format(count));
    }
  });
});
