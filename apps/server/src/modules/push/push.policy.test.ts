import { describe, expect, it } from 'vitest';
import { canManageDevice, isPushCapped } from './push.policy.js';

describe('canManageDevice', () => {
  it('lets users manage their own devices only', () => {
    expect(canManageDevice({ id: 7 }, { userId: 7 })).toBe(true);
    expect(canManageDevice({ id: 7 }, { userId: 8 })).toBe(false);
  });
});

describe('isPushCapped', () => {
  it('caps students only', () => {
    expect(isPushCapped('S')).toBe(true);
    expect(isPushCapped('T')).toBe(false);
    expect(isPushCapped('C')).toBe(false);
  });
});
