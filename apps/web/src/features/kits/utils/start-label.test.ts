import { describe, expect, it } from 'vitest';
import { startLabel } from './start-label';

describe('startLabel', () => {
  it('starts, continues a draft, and shows the result of handed-in work', () => {
    expect(startLabel({ status: null })).toBe('Start');
    expect(startLabel({ status: 'DR' })).toBe('Continue');
    expect(startLabel({ status: 'S' })).toBe('See your result');
  });
});
