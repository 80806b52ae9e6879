import { describe, expect, it } from 'vitest';
import { classmateLabelOf, lastInitialOf } from './classmate-label.js';

describe('classmateLabelOf', () => {
  it('gives the first name and the last initial only', () => {
    expect(classmateLabelOf({ firstName: 'Ada', lastName: ' lovelace' })).toEqual({
      first_name: 'Ada',
      last_initial: 'L',
    });
  });

  it('gives no initial for a blank last name', () => {
    expect(lastInitialOf('  ')).toBe('');
  });
});
