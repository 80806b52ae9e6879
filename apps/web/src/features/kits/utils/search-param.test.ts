import { describe, expect, it } from 'vitest';
import { searchParam } from './search-param';

describe('the search parameter', () => {
  it('trims search text and cuts it to the longest search the lists take', () => {
    expect(searchParam.read('  cells ')).toBe('cells');
    expect(searchParam.read(null)).toBe('');
    expect(searchParam.read(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
    expect(searchParam.write('')).toBeNull();
    expect(searchParam.write('  ')).toBeNull();
    expect(searchParam.write('cells')).toBe('cells');
  });
});
