import { describe, expect, it } from 'vitest';
import { canOpenGradebook } from './gradebook.policy.js';

const teacher = { userId: 7, organisationId: 2 };

describe('canOpenGradebook', () => {
  it('opens a class the teacher teaches in their school', () => {
    expect(canOpenGradebook(teacher, { organisationId: 2, teacherIds: [3, 7] })).toBe(true);
  });

  it("refuses another teacher's class and a class of another school", () => {
    expect(canOpenGradebook(teacher, { organisationId: 2, teacherIds: [3] })).toBe(false);
    expect(canOpenGradebook(teacher, { organisationId: 5, teacherIds: [7] })).toBe(false);
    expect(canOpenGradebook(teacher, { organisationId: 2, teacherIds: [] })).toBe(false);
  });
});
