import { describe, expect, it } from 'vitest';
import { type CompanionSituation, companionToShow, isCompanionPath } from './display-rule';

const student: CompanionSituation = {
  enrolled: true,
  pathname: '/dashboard',
  userType: 'S',
  teacherClassCount: 0,
  isFullScreen: false,
};

describe('the companion display rule', () => {
  it('shows on every path that contains one of the named routes', () => {
    for (const path of ['/dashboard', '/my-library', '/my-library/abc', '/topics', '/quiz/12']) {
      expect(isCompanionPath(path)).toBe(true);
    }
    expect(isCompanionPath('/quest/3?kit=x')).toBe(true);
    for (const path of ['/settings', '/reports/AdminReport', '/worksheet/8', '/submissions/a/1']) {
      expect(isCompanionPath(path)).toBe(false);
    }
  });

  it('gives an enrolled student the guide on a companion path', () => {
    expect(companionToShow(student)).toBe('student');
    expect(companionToShow({ ...student, pathname: '/quiz/4' })).toBe('student');
  });

  it('shows nothing to a user who is not enrolled, in full screen, or elsewhere', () => {
    expect(companionToShow({ ...student, enrolled: false })).toBeNull();
    expect(companionToShow({ ...student, isFullScreen: true })).toBeNull();
    expect(companionToShow({ ...student, pathname: '/settings' })).toBeNull();
  });

  it('gives teachers with classes the teacher variant, and administrators nothing', () => {
    const teacher = { ...student, userType: 'T' as const };
    expect(companionToShow({ ...teacher, teacherClassCount: 2 })).toBe('teacher');
    expect(companionToShow(teacher)).toBeNull();
    expect(companionToShow({ ...student, userType: 'C', teacherClassCount: 2 })).toBeNull();
    expect(companionToShow({ ...student, userType: null })).toBeNull();
  });

  it('hides when the organisation turned the feature off, not while the map loads', () => {
    expect(companionToShow({ ...student, featureOn: false })).toBeNull();
    expect(companionToShow({ ...student, featureOn: undefined })).toBe('student');
    expect(companionToShow({ ...student, featureOn: true })).toBe('student');
  });
});
