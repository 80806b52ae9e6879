import { describe, expect, it } from 'vitest';
import { STUCK_IDLE_MS, stuckReason } from './stuck.js';

const NOW = Date.UTC(2028, 1, 29, 9, 30);
const MINUTE = 60_000;

describe('stuckReason', () => {
  it('is idle when the activity is open and nothing moved for 10 minutes', () => {
    const open = { open: true, verdicts: [true] };
    expect(stuckReason({ ...open, lastProgressAt: NOW - STUCK_IDLE_MS }, NOW)).toBe('idle');
    expect(stuckReason({ ...open, lastProgressAt: NOW - 10 * MINUTE + 1 }, NOW)).toBeNull();
  });

  it('is not idle once the student has closed the activity', () => {
    expect(
      stuckReason({ open: false, lastProgressAt: NOW - 60 * MINUTE, verdicts: [] }, NOW),
    ).toBeNull();
  });

  it('counts three wrong answers in a row, the latest three only', () => {
    const recent = { open: true, lastProgressAt: NOW };
    expect(stuckReason({ ...recent, verdicts: [true, false, false, false] }, NOW)).toBe(
      'wrong-in-a-row',
    );
    expect(stuckReason({ ...recent, verdicts: [false, false, false, true] }, NOW)).toBeNull();
    expect(stuckReason({ ...recent, verdicts: [false, false] }, NOW)).toBeNull();
    expect(stuckReason({ ...recent, open: false, verdicts: [false, false, false] }, NOW)).toBe(
      'wrong-in-a-row',
    );
  });
});
