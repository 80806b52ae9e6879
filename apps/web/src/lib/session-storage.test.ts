import { REFRESH_RETRY_COUNTER_START } from '@kitlab/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllStorage,
  getRefreshRetryCounter,
  getToken,
  getTokenVersion,
  hasAcceptedPrivacyPolicy,
  isLoggedIn,
  markPasswordChanged,
  readProfile,
  readSession,
  readSessionCount,
  readStudentClassId,
  savePrivacyPolicy,
  saveSession,
  setRefreshRetryCounter,
  subscribeToSession,
} from './session-storage';
import { STORAGE_KEYS } from './storage-keys';
import { loginResponseFixture } from './test-fixtures';

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps token, user_type and teacher_classes under the one session key', () => {
    const login = loginResponseFixture();
    saveSession(login);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['teacher_classes', 'token', 'user_type']);
    expect(stored.token).toBe('tok-123');
    expect(stored.teacher_classes[0].class_name).toBe('6A');
    expect(readSession()?.user_type).toBe('T');
    expect(getToken()).toBe('tok-123');
  });

  it('stores the other fields separately', () => {
    saveSession(loginResponseFixture());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.studentTeachers) ?? 'null')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.subscription) ?? 'null').plan).toBe(
      'school',
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.privacyPolicy) ?? 'null')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBe('user-abc');
    expect(getTokenVersion()).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.companionEnrolled)).toBe('false');
    expect(readProfile()).toMatchObject({ first_name: 'Tess', district_name: 'Demo District' });
  });

  it('remembers a temporary password until it is changed', () => {
    saveSession(loginResponseFixture({ must_change_password: true }));
    const listener = vi.fn();
    const stop = subscribeToSession(listener);
    expect(readProfile()?.must_change_password).toBe(true);
    markPasswordChanged();
    expect(readProfile()).toMatchObject({ must_change_password: false, first_name: 'Tess' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads a profile stored before the temporary-password flag existed', () => {
    localStorage.setItem(
      STORAGE_KEYS.profile,
      JSON.stringify({
        email: 'a@b.c',
        first_name: 'A',
        last_name: 'B',
        preferred_language: 'en',
        schools: [],
        district_name: null,
      }),
    );
    expect(readProfile()?.first_name).toBe('A');
    expect(readProfile()?.must_change_password).toBeUndefined();
  });

  it('counts sessions and resets the refresh retry counter to 3 on every save', () => {
    saveSession(loginResponseFixture());
    setRefreshRetryCounter(0);
    saveSession(loginResponseFixture());
    expect(readSessionCount()).toBe(2);
    expect(getRefreshRetryCounter()).toBe(REFRESH_RETRY_COUNTER_START);
  });

  it('treats a stored user token as signed in', () => {
    expect(isLoggedIn()).toBe(false);
    saveSession(loginResponseFixture());
    expect(isLoggedIn()).toBe(true);
    localStorage.removeItem(STORAGE_KEYS.userToken);
    expect(isLoggedIn()).toBe(false);
  });

  it("reads the student's class id from the first stored class", () => {
    saveSession(loginResponseFixture());
    expect(readStudentClassId()).toBeNull();
    const sixA = {
      class_id: 21,
      class_name: '6A',
      class_token: 'class-6a',
      class_grade_id: 6,
      school_name: 'Demo School',
    };
    saveSession(
      loginResponseFixture({
        user_type: 'S',
        student_class: [sixA, { ...sixA, class_id: 22, class_name: '6B' }],
      }),
    );
    expect(readStudentClassId()).toBe(21);
    localStorage.setItem(STORAGE_KEYS.studentClass, JSON.stringify([{ class_id: 'x' }]));
    expect(readStudentClassId()).toBeNull();
  });

  it('reads the privacy acceptance from the first item', () => {
    saveSession(loginResponseFixture());
    expect(hasAcceptedPrivacyPolicy()).toBe(false);
    savePrivacyPolicy([
      { accepted: true, policy_id: 4, version: '1.0', accepted_at: '2025-01-01T00:00:00Z' },
    ]);
    expect(hasAcceptedPrivacyPolicy()).toBe(true);
  });

  it('ignores stored values that are not what it wrote', () => {
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    localStorage.setItem(STORAGE_KEYS.privacyPolicy, JSON.stringify([{ accepted: 'yes' }]));
    localStorage.setItem(STORAGE_KEYS.tokenVersion, 'two');
    expect(readSession()).toBeNull();
    expect(hasAcceptedPrivacyPolicy()).toBe(false);
    expect(getTokenVersion()).toBeNull();
  });

  it('clears both storages on sign-out and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession(loginResponseFixture());
    sessionStorage.setItem('kitlab.redirect_url', '/dashboard');
    clearAllStorage();
    unsubscribe();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
