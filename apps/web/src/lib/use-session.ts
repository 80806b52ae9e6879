import { useSyncExternalStore } from 'react';
import {
  hasAcceptedPrivacyPolicy,
  readProfile,
  readSession,
  readStudentClassId,
  type StoredProfile,
  type StoredSession,
  subscribeToSession,
} from './session-storage';
import { STORAGE_KEYS } from './storage-keys';

export interface SessionSnapshot {
  isLoggedIn: boolean;
  session: StoredSession | null;
  profile: StoredProfile | null;
  privacyAccepted: boolean;
  /** Signed in with a temporary password, to be replaced before anything else opens. */
  mustChangePassword: boolean;
  /** A student's own class; null for other users. */
  studentClassId: number | null;
}

const WATCHED_KEYS = [
  STORAGE_KEYS.userToken,
  STORAGE_KEYS.session,
  STORAGE_KEYS.profile,
  STORAGE_KEYS.privacyPolicy,
  STORAGE_KEYS.studentClass,
];

let cachedKey: string | undefined;
let cachedSnapshot: SessionSnapshot | undefined;

/** Parses storage only when one of the watched items changed, so React sees a stable value. */
export function getSessionSnapshot(): SessionSnapshot {
  const key = JSON.stringify(WATCHED_KEYS.map((k) => localStorage.getItem(k)));
  if (cachedSnapshot && key === cachedKey) return cachedSnapshot;
  cachedKey = key;
  const profile = readProfile();
  cachedSnapshot = {
    isLoggedIn: Boolean(localStorage.getItem(STORAGE_KEYS.userToken)),
    session: readSession(),
    profile,
    privacyAccepted: hasAcceptedPrivacyPolicy(),
    mustChangePassword: profile?.must_change_password === true,
    studentClassId: readStudentClassId(),
  };
  return cachedSnapshot;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, getSessionSnapshot);
}
