import { describe, expect, it } from 'vitest';
import { idParam } from './id-param';

describe('idParam', () => {
  it('reads positive whole ids only', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam('0')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('4.5')).toBeNull();
    expect(idParam('12abc')).toBeNull();
    expect(idParam('99999999999999999999')).toBeNull();
    expect(idParam(null)).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });
});
