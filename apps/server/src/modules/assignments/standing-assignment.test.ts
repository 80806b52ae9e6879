import { describe, expect, it } from 'vitest';
import { isStanding } from './standing-assignment.js';

describe('isStanding', () => {
  it('keeps open and completed work, and drops cancelled work', () => {
    expect(isStanding({ state: 'active' })).toBe(true);
    expect(isStanding({ state: 'completed' })).toBe(true);
    expect(isStanding({ state: 'cancelled' })).toBe(false);
  });
});
