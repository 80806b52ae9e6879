import { describe, expect, it } from 'vitest';
import { newRequestKey } from './request-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestKey', () => {
  it('makes a new UUID each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newRequestKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('makes one from random bytes on a page without randomUUID', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newRequestKey()).toMatch(UUID_V4);
      expect(newRequestKey()).not.toBe(newRequestKey());
    } finally {
      // The own property hid the prototype's; without it randomUUID is back.
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
