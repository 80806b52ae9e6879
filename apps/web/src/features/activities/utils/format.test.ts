import { describe, expect, it } from 'vitest';
import { formatDuration, marksText, scoreText } from './format';

describe('format', () => {
  it('writes time spent in whole minutes and hours', () => {
    expect(formatDuration(0)).toBe('less than a minute');
    expect(formatDuration(29_000)).toBe('less than a minute');
    expect(formatDuration(31_000)).toBe('1 minute');
    expect(formatDuration(12 * 60_000)).toBe('12 minutes');
    expect(formatDuration(60 * 60_000)).toBe('1 hour');
    expect(formatDuration(125 * 60_000)).toBe('2 hours 5 minutes');
  });

  it('writes marks and percentages', () => {
    expect(marksText(7, 10)).toBe('7 of 10 marks');
    expect(marksText(1, 1)).toBe('1 of 1 mark');
    expect(scoreText({ marksObtained: 5, totalMarks: 6, percentage: 83.3 })).toBe(
      '5 of 6 marks (83.3%)',
    );
    expect(scoreText({ marksObtained: 1, totalMarks: 1, percentage: 100 })).toBe(
      '1 of 1 mark (100%)',
    );
    expect(scoreText({ marksObtained: 0, totalMarks: 0, percentage: null })).toBeNull();
  });
});
