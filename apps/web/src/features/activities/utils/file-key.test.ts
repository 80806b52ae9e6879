import { describe, expect, it } from 'vitest';
import { fileKeyOf } from './file-key';

const key = `${'a1'.repeat(16)}.jpg`;

describe('fileKeyOf', () => {
  it('reads the key from a signed download address', () => {
    const url = `/api/v2/core/presigned/?operation=download&key=${key}&content_type=image%2Fjpeg&expires=1&signature=s`;
    expect(fileKeyOf({ url })).toBe(key);
    expect(fileKeyOf({ url: `https://files.example/x?key=${key}` })).toBe(key);
  });

  it('answers null for an address without a valid key', () => {
    expect(fileKeyOf({ url: '/api/v2/core/presigned/?key=../../etc/passwd' })).toBeNull();
    expect(fileKeyOf({ url: '/api/v2/core/presigned/' })).toBeNull();
  });
});
