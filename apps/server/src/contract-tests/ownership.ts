import type { RequestParts, UserType } from '@kitlab/contract';
import type { TestApp } from '../test/test-app.js';
import type { Fixture, MatrixPeople } from './matrix-world.js';

// What the authorization matrix expects of each call: the ownership table here; how each call
// that names someone's object is given one, in call-specs/<namespace>.ts; calls that name no
// object get an input generated from their schemas (default-spec.ts).

/**
 * The ownership table: for each kind of object a call names, who besides its owner may use it.
 * A caller with one of the call's declared roles who is not listed gets the refusal (404 unless a
 * call says otherwise): for them the object does not exist.
 */
export const OWNERSHIP = {
  /** Calls about the caller themself or public reference data, and every call without an entry: every declared role. */
  self: 'any',
  /** An attempt (answer_header_id, its worksheet pages): its student; the teacher of their class in its subject and their school's administrator review it. */
  attempt: ['owner', 'classTeacher', 'schoolAdmin'],
  /** An uploaded file (its key): only the student who uploaded it. */
  upload: ['owner'],
  /** A class (class_id) and the activities assigned to it: its students, its teachers in any subject, its school's administrator. */
  class: ['owner', 'classmate', 'classTeacher', 'otherSubjectTeacher', 'schoolAdmin'],
  /** A class's work in one subject (its assignments, an activity assigned to it and its students' attempts at it): its students, its teacher in that subject, its school's administrator. */
  classWork: ['owner', 'classmate', 'classTeacher', 'schoolAdmin'],
  /** Changing an assignment: a teacher of its class in its subject (decisions 0013, 0039). */
  manage: ['classTeacher'],
  /** A teaching (teacher_assign_id: class x subject): only the teacher it belongs to. */
  teaching: ['classTeacher'],
  /** A notification (its id): only the user it was made for. */
  notification: ['owner'],
  /** A push device (its token): only the user whose browser it is. */
  device: ['owner'],
  /** A school's own kit: students of a class it is assigned to; teachers of its school teaching its grade and subject. */
  kit: ['owner', 'classmate', 'classTeacher', 'otherSubjectTeacher', 'schoolTeacher'],
  /** A user, a teaching or a school (user_token, school_token): the administrator of that school. */
  school: ['schoolAdmin'],
  /** The district's own settings: its district administrators only, none of a school. */
  district: [],
} as const satisfies Record<string, 'any' | readonly Relation[]>;

export type Rule = keyof typeof OWNERSHIP;

/** How a caller stands to the owner of an object. */
export type Relation =
  /** The student whose object it is. */
  | 'owner'
  /** Another student of the owner's class. */
  | 'classmate'
  /** A student of another class of the owner's school. */
  | 'schoolmate'
  /** The teacher of the owner's class in the subject of its work. */
  | 'classTeacher'
  /** A teacher of the owner's class in another subject only (who teaches the work's subject elsewhere). */
  | 'otherSubjectTeacher'
  /** A teacher of the owner's school who does not teach the owner's class. */
  | 'schoolTeacher'
  /** An administrator of the owner's school. */
  | 'schoolAdmin'
  /** Anyone of another school of the same district. */
  | 'stranger';

/** What an input builder may use. */
export interface InputContext {
  t: TestApp;
  people: MatrixPeople;
  /** The role the cell calls with, null when anonymous. */
  role: UserType | null;
  /** Who calls, null when anonymous. */
  user: MatrixPeople['studentA'] | null;
  /** A number not used before, for names and emails. */
  unique(): number;
}

/** How the matrix calls one call of the contract. */
export interface CallSpec {
  /** The kind of object the call names, for every role or by role. */
  rule: Rule | Partial<Record<UserType, Rule>>;
  /** The call's input built from the objects of one fixture (someone's objects). */
  input(f: Fixture, c: InputContext): Promise<RequestParts> | RequestParts;
  /** The call changes what it is given: build the fixtures afresh before its cells. */
  changes?: boolean;
  /**
   * How someone else's object is refused when not with 404: another status (for all, or by the
   * caller's relation or else role), or a list that comes back empty (`results: []`) because the object filters it.
   */
  refusal?: Refusal | Partial<Record<Relation | UserType, Refusal>>;
  /** Where an answer keeps the list an 'empty list' refusal leaves empty, when not in `results`. */
  listOf?(answer: unknown): unknown;
}

export type Refusal = 404 | 400 | 403 | 'empty list';
