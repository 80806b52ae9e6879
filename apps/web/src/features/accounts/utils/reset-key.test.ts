import { describe, expect, it } from 'vitest';
import { readResetKey } from './reset-key';

describe('readResetKey', () => {
  it('reads the key of a reset link fragment', () => {
    expect(readResetKey('#key=Abc-123_xyz')).toBe('Abc-123_xyz');
  });

  it('accepts the fragment without its # and among other parameters', () => {
    expect(readResetKey('key=abc')).toBe('abc');
    expect(readResetKey('#utm=mail&key=abc&x=1')).toBe('abc');
  });

  it('decodes a percent-encoded key', () => {
    expect(readResetKey('#key=a%2Db')).toBe('a-b');
  });

  it('answers null when there is no usable key', () => {
    expect(readResetKey('')).toBeNull();
    expect(readResetKey('#')).toBeNull();
    expect(readResetKey('#key=')).toBeNull();
    expect(readResetKey('#code=abc')).toBeNull();
    expect(readResetKey('#key=two words')).toBeNull();
    expect(readResetKey(`#key=${'a'.repeat(201)}`)).toBeNull();
  });

  it('accepts a key of the longest allowed length', () => {
    expect(readResetKey(`#key=${'a'.repeat(200)}`)).toHaveLength(200);
  });
});
