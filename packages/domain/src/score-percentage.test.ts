import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanPercentage, scoreOf, scorePercentage } from './score-percentage.js';

describe('scorePercentage', () => {
  it('is marks obtained over total marks, times 100, to one decimal', () => {
    expect(scorePercentage(5, 6)).toBe(83.3);
    expect(scorePercentage(2, 3)).toBe(66.7);
    expect(scorePercentage(7, 7)).toBe(100);
    expect(scorePercentage(0, 7)).toBe(0);
  });

  it('rounds a half up, also where dividing first would fall just short of it', () => {
    expect(scorePercentage(201, 400)).toBe(50.3);
    expect(scorePercentage(1, 16)).toBe(6.3);
    expect(scorePercentage(1, 2000)).toBe(0.1);
  });

  it('has no percentage when there are no marks', () => {
    expect(scorePercentage(0, 0)).toBeNull();
    expect(scoreOf(0, 0)).toEqual({ marksObtained: 0, totalMarks: 0, percentage: null });
  });

  it('keeps marks outside 0 and the total within them', () => {
    expect(scorePercentage(12, 10)).toBe(100);
    expect(scorePercentage(-3, 10)).toBe(0);
  });

  it('refuses marks that are not numbers and a negative total', () => {
    expect(() => scorePercentage(Number.NaN, 10)).toThrow(RangeError);
    expect(() => scorePercentage(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => scorePercentage(1, -1)).toThrow(RangeError);
  });

  it('stays within 0 and 100 and within 0.05 of the exact ratio', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (obtained, total) => {
        const percentage = scorePercentage(Math.min(obtained, total), total) as number;
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
        expect(
          Math.abs(percentage - (Math.min(obtained, total) / total) * 100),
        ).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.round(percentage * 10)).toBeCloseTo(percentage * 10, 9);
      }),
    );
  });

  it('never falls when more marks are obtained', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.integer({ min: 1, max: 500 }), (a, b, total) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(scorePercentage(high, total)).toBeGreaterThanOrEqual(
          scorePercentage(low, total) as number,
        );
      }),
    );
  });
});

describe('meanPercentage', () => {
  it('averages percentages to one decimal, each weighing the same; null for none', () => {
    expect(meanPercentage([100, 50, 50])).toBe(66.7);
    expect(meanPercentage([33.3, 66.7, 66.7])).toBe(55.6);
    expect(meanPercentage([80])).toBe(80);
    expect(meanPercentage([])).toBeNull();
  });
});
