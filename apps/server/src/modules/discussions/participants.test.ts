import { describe, expect, it } from 'vitest';
import { participantsOf, type ThreadPeople } from './participants.js';

const SCIENCE = 1;
const MATHS = 2;
const classThread = { classId: 10, subjectId: SCIENCE };

const people = (overrides: Partial<ThreadPeople> = {}): ThreadPeople => ({
  students: [
    { userId: 1, active: true },
    { userId: 2, active: false },
  ],
  teachers: [
    { userId: 20, active: true, subjectId: SCIENCE },
    { userId: 21, active: true, subjectId: MATHS },
    { userId: 22, active: false, subjectId: SCIENCE },
  ],
  ...overrides,
});

describe('participantsOf (decision 0049)', () => {
  it('takes the active students and the active teachers of the thread’s subject', () => {
    expect(participantsOf(classThread, people())).toEqual([
      { userId: 1, type: 'S' },
      { userId: 20, type: 'T' },
    ]);
  });

  it('leaves a deactivated student out of their own thread, which stays with its teachers', () => {
    const own = people({ students: [{ userId: 2, active: false }] });
    expect(participantsOf(classThread, own)).toEqual([{ userId: 20, type: 'T' }]);
  });

  it('takes every active teacher of the class when the discussion has no subject', () => {
    const ids = participantsOf({ classId: 10, subjectId: null }, people()).map((p) => p.userId);
    expect(ids).toEqual([1, 20, 21]);
  });

  it('names each person once, a teacher teaching two subjects too', () => {
    const twice = people({
      teachers: [
        { userId: 20, active: true, subjectId: SCIENCE },
        { userId: 20, active: true, subjectId: MATHS },
      ],
    });
    const ids = participantsOf({ classId: 10, subjectId: null }, twice).map((p) => p.userId);
    expect(ids).toEqual([1, 20]);
  });
});
