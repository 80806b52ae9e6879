import { describe, expect, it } from 'vitest';
import {
  attemptRewardsRefusal,
  isStudentOf,
  type RewardsCaller,
  teachesClass,
  visibleHolders,
} from './rewards.policy.js';

const student: RewardsCaller = { id: 1, organisationId: 10, userType: 'S' };
const teacher: RewardsCaller = { id: 2, organisationId: 10, userType: 'T' };

describe('rewards policy', () => {
  it('lets a teacher reach only a class they teach in their school', () => {
    expect(teachesClass(teacher, { organisationId: 10, teacherIds: [2] })).toBe(true);
    expect(teachesClass(teacher, { organisationId: 10, teacherIds: [3] })).toBe(false);
    expect(teachesClass(teacher, { organisationId: 11, teacherIds: [2] })).toBe(false);
    expect(teachesClass(student, { organisationId: 10, teacherIds: [1] })).toBe(false);
  });

  it('counts only active students of the class in the school', () => {
    const member = { userType: 'S', isActive: true, organisationId: 10, classId: 5 };
    expect(isStudentOf(member, 5, 10)).toBe(true);
    expect(isStudentOf({ ...member, classId: 6 }, 5, 10)).toBe(false);
    expect(isStudentOf({ ...member, isActive: false }, 5, 10)).toBe(false);
    expect(isStudentOf({ ...member, userType: 'T' }, 5, 10)).toBe(false);
    expect(isStudentOf({ ...member, organisationId: 11 }, 5, 10)).toBe(false);
  });

  it('refuses another student’s attempt, the other kind of activity and a draft', () => {
    const quiz = { studentId: 1, status: 'S' as const, activityType: 'quiz' };
    expect(attemptRewardsRefusal(student, quiz, 'quiz')).toBeNull();
    expect(attemptRewardsRefusal(student, null, 'quiz')).toBe('not_found');
    expect(attemptRewardsRefusal(student, { ...quiz, studentId: 9 }, 'quiz')).toBe('not_found');
    expect(attemptRewardsRefusal(student, quiz, 'work')).toBe('wrong_type');
    expect(attemptRewardsRefusal(student, { ...quiz, activityType: 'quest' }, 'work')).toBeNull();
    expect(attemptRewardsRefusal(student, { ...quiz, status: 'DR' }, 'quiz')).toBe('draft');
  });

  it('hides classmates who hide themselves from students, never from themselves or teachers', () => {
    const holders = [
      { id: 1, hidden: true },
      { id: 3, hidden: true },
      { id: 4, hidden: false },
    ];
    expect(visibleHolders(holders, student).map((h) => h.id)).toEqual([1, 4]);
    expect(visibleHolders(holders, teacher).map((h) => h.id)).toEqual([1, 3, 4]);
  });
});
