import { describe, expect, it } from 'vitest';
import {
  canViewTeaching,
  handInMessage,
  minutesBetween,
  schoolDayBounds,
  usualMinutes,
} from './companion.policy.js';

describe('handInMessage', () => {
  it('gives the score once there is one, and says who marks it otherwise', () => {
    const title = 'Forces quiz';
    expect(handInMessage({ title, marksObtained: 7, totalMarks: 10 })).toBe(
      'You handed in Forces quiz: 7 of 10.',
    );
    expect(handInMessage({ title, marksObtained: 10, totalMarks: 10 })).toBe(
      'You handed in Forces quiz: 10 of 10. Every mark!',
    );
    expect(handInMessage({ title, marksObtained: null, totalMarks: 5 })).toBe(
      'You handed in Forces quiz: your teacher will mark it.',
    );
  });

  it('never says "0 of 0" of checked work that carries no marks', () => {
    expect(handInMessage({ title: 'The melting race', marksObtained: 0, totalMarks: 0 })).toBe(
      'You handed in The melting race: your teacher has checked it.',
    );
  });
});

describe('usualMinutes', () => {
  it('needs three hand-ins and rounds to whole minutes, at least one', () => {
    expect(usualMinutes(null)).toBeNull();
    expect(usualMinutes({ medianSeconds: 300, sampleCount: 2 })).toBeNull();
    expect(usualMinutes({ medianSeconds: 330, sampleCount: 3 })).toBe(6);
    expect(usualMinutes({ medianSeconds: 10, sampleCount: 40 })).toBe(1);
  });
});

describe('canViewTeaching', () => {
  it("opens only the teacher's own teaching in their own school", () => {
    const user = { id: 7, organisationId: 2 };
    expect(canViewTeaching(user, { teacherId: 7, organisationId: 2 })).toBe(true);
    expect(canViewTeaching(user, { teacherId: 8, organisationId: 2 })).toBe(false);
    expect(canViewTeaching(user, { teacherId: 7, organisationId: 3 })).toBe(false);
  });
});

describe('schoolDayBounds', () => {
  it('starts and ends a school day at local midnight, whatever the machine zone', () => {
    expect(schoolDayBounds('2030-03-15', 'Asia/Tokyo')).toEqual({
      from: new Date('2030-03-14T15:00:00Z'),
      to: new Date('2030-03-15T15:00:00Z'),
    });
    expect(schoolDayBounds('2030-12-31', 'UTC')).toEqual({
      from: new Date('2030-12-31T00:00:00Z'),
      to: new Date('2031-01-01T00:00:00Z'),
    });
  });

  it('has 23 hours on the day clocks go forward', () => {
    const { from, to } = schoolDayBounds('2030-03-10', 'America/New_York');
    expect(from).toEqual(new Date('2030-03-10T05:00:00Z'));
    expect(to).toEqual(new Date('2030-03-11T04:00:00Z'));
  });
});

describe('minutesBetween', () => {
  it('counts whole minutes and never goes below zero', () => {
    const at = new Date('2030-03-10T09:00:00Z');
    expect(minutesBetween(at, new Date('2030-03-10T09:09:59Z'))).toBe(9);
    expect(minutesBetween(at, new Date('2030-03-10T08:59:00Z'))).toBe(0);
  });
});
