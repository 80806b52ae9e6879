import {
  type LoginResponse,
  type Profile,
  REFRESH_RETRY_COUNTER_START,
  type UserType,
} from '@kitlab/contract';
import {
  flag,
  type Guard,
  listOf,
  nullable,
  objectOf,
  oneOf,
  optional,
  text,
  wholeNumber,
} from './json-shapes';
import { storageChanges } from './storage-changes';
import { STORAGE_KEYS } from './storage-keys';

// The contract's USER_TYPES lives beside its schemas; read from there, it would bring them into
// the first script. Every user type must be named here (the record's type checks it).
const USER_TYPE_NAMED: Record<UserType, true> = { S: true, T: true, C: true };
const USER_TYPES = Object.keys(USER_TYPE_NAMED) as UserType[];

const teacherClass = objectOf({
  teacher_assign_id: wholeNumber,
  class_id: wholeNumber,
  class_name: text,
  class_subject_id: wholeNumber,
  class_subject_name: text,
  class_grade_id: wholeNumber,
  class_token: text,
});

const storedSession: Guard<StoredSession> = objectOf({
  token: text,
  user_type: oneOf(USER_TYPES),
  teacher_classes: listOf(teacherClass),
});
export type StoredSession = Pick<LoginResponse, 'token' | 'user_type' | 'teacher_classes'>;

const storedProfile: Guard<StoredProfile> = objectOf({
  email: text,
  first_name: text,
  last_name: text,
  preferred_language: text,
  schools: listOf(objectOf({ school_token: text, name: text })),
  district_name: nullable(text),
  // Profiles stored before the flag existed still read; they had no temporary password.
  must_change_password: optional(flag),
});
export type StoredProfile = Pick<
  Profile,
  'email' | 'first_name' | 'last_name' | 'preferred_language' | 'schools' | 'district_name'
> &
  Partial<Pick<Profile, 'must_change_password'>>;

const privacyAcceptances: Guard<PrivacyAcceptances> = listOf(
  objectOf({
    accepted: flag,
    policy_id: nullable(wholeNumber),
    version: nullable(text),
    accepted_at: nullable(text),
  }),
);
const studentClasses: Guard<Profile['student_class']> = listOf(
  objectOf({
    class_id: wholeNumber,
    class_name: text,
    class_token: text,
    class_grade_id: wholeNumber,
    school_name: text,
  }),
);
export type PrivacyAcceptances = Profile['privacy_policy'];

/**
 * The fields of a record about to be stored, as its guard will read them back. A record the guard
 * refuses here is a fault of this page, not of the storage, so it throws.
 */
function checked<T>(guard: Guard<T>, value: unknown): T {
  const result = guard(value);
  if (result === undefined) throw new Error('A session record is not the shape it is stored in');
  return result;
}

const sessionChanges = storageChanges('kitlab:session-change');

/** Stored JSON is checked before it is trusted; what is not the shape written reads as null. */
function readParsed<T>(key: string, guard: Guard<T>): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return guard(JSON.parse(raw)) ?? null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

function readInteger(key: string): number | null {
  const raw = localStorage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) ? value : null;
}

/** Stores the profile fields that live outside the session key. */
function writeProfileFields(profile: Profile): void {
  writeJson(STORAGE_KEYS.studentTeachers, profile.student_teachers);
  writeJson(STORAGE_KEYS.studentClass, profile.student_class);
  writeJson(STORAGE_KEYS.subscription, profile.subscription);
  writeJson(STORAGE_KEYS.privacyPolicy, profile.privacy_policy);
  writeJson(STORAGE_KEYS.profile, checked(storedProfile, profile));
  localStorage.setItem(STORAGE_KEYS.userToken, profile.user_token);
  localStorage.setItem(STORAGE_KEYS.tokenVersion, String(profile.token_version));
  localStorage.setItem(STORAGE_KEYS.companionEnrolled, String(profile.is_companion_enrolled));
}

/** Session save (spec section 4): writes every record and resets the refresh retry counter. */
export function saveSession(login: LoginResponse): void {
  writeJson(STORAGE_KEYS.session, checked(storedSession, login));
  writeProfileFields(login);
  localStorage.setItem(STORAGE_KEYS.sessionCount, String((readSessionCount() ?? 0) + 1));
  localStorage.setItem(STORAGE_KEYS.refreshRetryCounter, String(REFRESH_RETRY_COUNTER_START));
  sessionChanges.announce();
}

/** Refreshes the stored copy from a newer profile (account settings) without a new sign-in. */
export function updateStoredProfile(profile: Profile): void {
  const session = readSession();
  if (session) {
    writeJson(STORAGE_KEYS.session, { ...session, teacher_classes: profile.teacher_classes });
  }
  writeProfileFields(profile);
  sessionChanges.announce();
}

export function readSession(): StoredSession | null {
  return readParsed(STORAGE_KEYS.session, storedSession);
}

export function getToken(): string | null {
  return readSession()?.token ?? null;
}

export function getUserToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.userToken) || null;
}

export function isLoggedIn(): boolean {
  return getUserToken() !== null;
}

export function getTokenVersion(): number | null {
  return readInteger(STORAGE_KEYS.tokenVersion);
}

export function setTokenVersion(version: number): void {
  localStorage.setItem(STORAGE_KEYS.tokenVersion, String(version));
}

export function getRefreshRetryCounter(): number {
  return readInteger(STORAGE_KEYS.refreshRetryCounter) ?? REFRESH_RETRY_COUNTER_START;
}

export function setRefreshRetryCounter(value: number): void {
  localStorage.setItem(STORAGE_KEYS.refreshRetryCounter, String(value));
}

export function readSessionCount(): number | null {
  return readInteger(STORAGE_KEYS.sessionCount);
}

export function readPrivacyPolicy(): PrivacyAcceptances {
  return readParsed(STORAGE_KEYS.privacyPolicy, privacyAcceptances) ?? [];
}

export function savePrivacyPolicy(acceptances: PrivacyAcceptances): void {
  writeJson(STORAGE_KEYS.privacyPolicy, acceptances);
  sessionChanges.announce();
}

export function hasAcceptedPrivacyPolicy(): boolean {
  return readPrivacyPolicy()[0]?.accepted === true;
}

/** The student's class (the first entry of student_class), sent as `class` by kit calls. */
export function readStudentClassId(): number | null {
  return readParsed(STORAGE_KEYS.studentClass, studentClasses)?.[0]?.class_id ?? null;
}

export function readProfile(): StoredProfile | null {
  return readParsed(STORAGE_KEYS.profile, storedProfile);
}

/** The password was changed: the temporary-password gate opens without a new sign-in. */
export function markPasswordChanged(): void {
  const profile = readProfile();
  if (!profile?.must_change_password) return;
  writeJson(STORAGE_KEYS.profile, { ...profile, must_change_password: false });
  sessionChanges.announce();
}

export function isCompanionEnrolled(): boolean {
  return localStorage.getItem(STORAGE_KEYS.companionEnrolled) === 'true';
}

/** Sign-out: nothing of the session may survive in either storage. */
export function clearAllStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
  sessionChanges.announce();
}

/** Calls `listener` whenever this tab or another one changes the stored session. */
export const subscribeToSession = sessionChanges.subscribe;
