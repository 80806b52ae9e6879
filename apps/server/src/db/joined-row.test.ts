import { describe, expect, it } from 'vitest';
import { matched } from './joined-row.js';

describe('matched', () => {
  it('answers the part when every field is there, falsy values included', () => {
    const part = { id: 0, name: '', active: false };
    expect(matched(part)).toBe(part);
  });

  it('answers null for a part that is missing or has any field null or undefined', () => {
    expect(matched(null)).toBeNull();
    expect(matched(undefined)).toBeNull();
    expect(matched({ id: 3, classId: null })).toBeNull();
    expect(matched({ id: 3, classId: undefined })).toBeNull();
  });
});
