import { describe, expect, it } from 'vitest';
import { classmateName } from './classmate-name';

describe('classmateName', () => {
  it('writes a first name and a last initial', () => {
    expect(classmateName({ first_name: 'Maya', last_initial: 'R' })).toBe('Maya R.');
  });

  it('writes a label with no initial as it is', () => {
    expect(classmateName({ first_name: 'A former student', last_initial: '' })).toBe(
      'A former student',
    );
  });
});
