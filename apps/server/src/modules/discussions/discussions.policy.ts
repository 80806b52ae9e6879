/** Who may read, post in, remove from and report in a discussion: pure rules, tested without a database. */
import { type ClassSubject, teachesWork } from '../classes/index.js';

export interface DiscussionReader {
  userId: number;
  userType: 'S' | 'T' | 'C';
  organisationId: number;
  /** The class a student sits in now; null for staff and unplaced students. */
  classId: number | null;
  /** A teacher's teaching assignments (class x subject). */
  teaching: readonly ClassSubject[];
}

export interface DiscussionScope {
  organisationId: number;
  classId: number;
  /** The subject of the quest's assignment; null once that teaching ended (any teacher of the class). */
  subjectId: number | null;
  /** The student whose thread it is; null for the class thread. */
  studentId: number | null;
}

/** A teacher of the discussion's class, in its subject when it has one (the rule of work). */
export function teachesDiscussion(reader: DiscussionReader, scope: DiscussionScope): boolean {
  return (
    reader.userType === 'T' &&
    reader.organisationId === scope.organisationId &&
    teachesWork(reader.teaching, scope)
  );
}

/**
 * A student reads their own thread and their class's thread, never another student's; teachers
 * read the discussions of the classes and subjects they teach. Everyone else finds nothing (404).
 */
export function canReadDiscussion(reader: DiscussionReader, scope: DiscussionScope): boolean {
  if (reader.organisationId !== scope.organisationId) return false;
  if (reader.userType === 'S') {
    return scope.studentId === null
      ? reader.classId === scope.classId
      : scope.studentId === reader.userId;
  }
  return teachesDiscussion(reader, scope);
}

/** Whoever reads a discussion may post in it and report its messages. */
export const canPostInDiscussion = canReadDiscussion;
export const canReportInDiscussion = canReadDiscussion;

/**
 * The discussion's teachers (of its class, in its subject) remove any of its messages, their own
 * and other teachers' too; students never do.
 */
export const canRemoveInDiscussion = teachesDiscussion;

/**
 * Who starts a discussion with its first message: a student their own thread on a step of a quest
 * assigned to their class; a teacher the class thread of a quest in a class and subject they teach.
 */
export function canStartDiscussion(reader: DiscussionReader, scope: DiscussionScope): boolean {
  if (scope.studentId === null) return teachesDiscussion(reader, scope);
  return (
    reader.userType === 'S' &&
    scope.studentId === reader.userId &&
    reader.classId === scope.classId &&
    reader.organisationId === scope.organisationId
  );
}
