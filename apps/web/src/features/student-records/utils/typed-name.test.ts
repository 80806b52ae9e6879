import { describe, expect, it } from 'vitest';
import { isTypedName } from './typed-name';

describe('isTypedName', () => {
  it('takes the name as shown, whatever the spaces around and between its words', () => {
    expect(isTypedName('Ada Lovelace', 'Ada Lovelace')).toBe(true);
    expect(isTypedName('  Ada   Lovelace ', 'Ada Lovelace')).toBe(true);
  });

  it('refuses part of the name, another case or an empty name', () => {
    expect(isTypedName('Ada', 'Ada Lovelace')).toBe(false);
    expect(isTypedName('ada lovelace', 'Ada Lovelace')).toBe(false);
    expect(isTypedName('', '')).toBe(false);
  });
});
