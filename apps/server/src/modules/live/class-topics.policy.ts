import type { UserType } from '@kitlab/contract';
import { type ClassSubject, teachesClass } from '../classes/index.js';

/** Who asks to watch classes: their type, school (or district) and teachings of those classes. */
export interface Watcher {
  id: number;
  userType: UserType;
  organisationId: number;
  teaching: readonly ClassSubject[];
}

/** A class asked for, with its school and the school's district. */
export interface WatchedClass {
  id: number;
  schoolId: number;
  districtId: number | null;
}

export type ClassTopicRefusal = 'forbidden' | 'not_found';

/**
 * Whether a user may watch a class's work on their live stream: a teacher who teaches it (any
 * subject: the events carry ids only, and the report calls a screen refetches apply the subject
 * rule), or an administrator of its school or district. Students never watch a class (403); a
 * class the caller does not reach is absent (404), as in the report calls.
 */
export function classTopicRefusal(
  watcher: Watcher,
  schoolClass: WatchedClass | undefined,
): ClassTopicRefusal | null {
  if (watcher.userType === 'S') return 'forbidden';
  if (!schoolClass) return 'not_found';
  if (watcher.userType === 'T') {
    return teachesClass(watcher.teaching, schoolClass.id) ? null : 'not_found';
  }
  const administers =
    schoolClass.schoolId === watcher.organisationId ||
    schoolClass.districtId === watcher.organisationId;
  return administers ? null : 'not_found';
}
