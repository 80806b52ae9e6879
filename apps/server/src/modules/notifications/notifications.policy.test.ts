import { describe, expect, it } from 'vitest';
import { canAnnounceTo } from './notifications.policy.js';

describe('canAnnounceTo', () => {
  const teacher = { id: 7, organisationId: 3 };

  it('lets a teacher announce to their own teaching', () => {
    expect(canAnnounceTo(teacher, { teacherId: 7, organisationId: 3 })).toBe(true);
  });

  it("refuses another teacher's teaching and another school's", () => {
    expect(canAnnounceTo(teacher, { teacherId: 8, organisationId: 3 })).toBe(false);
    expect(canAnnounceTo(teacher, { teacherId: 7, organisationId: 4 })).toBe(false);
  });
});
