import { describe, expect, it } from 'vitest';
import { classParam } from './kit-reader';

describe('classParam', () => {
  it('sends a student’s class, and nothing for teachers or a student without one', () => {
    expect(classParam({ userType: 'S', classId: 21 })).toEqual({ class: 21 });
    expect(classParam({ userType: 'S', classId: null })).toEqual({});
    expect(classParam({ userType: 'T' })).toEqual({});
  });
});
