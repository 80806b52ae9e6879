import { describe, expect, it } from 'vitest';
import { fullName } from './full-name';

describe('fullName', () => {
  it('writes a first and a last name', () => {
    expect(fullName({ first_name: 'Maya', last_name: 'Reyes' })).toBe('Maya Reyes');
  });

  it('leaves no stray space around a blank part', () => {
    expect(fullName({ first_name: 'Maya', last_name: '' })).toBe('Maya');
    expect(fullName({ first_name: '', last_name: '' })).toBe('');
  });
});
