import type { AccountValues } from '../accounts/index.js';
import type { ReadFile } from './bundle/roster-rows.js';

/** A platform row the import may create: an existing id, or the key of a row this plan creates. */
export type Ref = number | string;

export interface RecordState {
  file: ReadFile;
  sourcedId: string;
  recordId: number | null;
  data: Record<string, unknown>;
  active: boolean;
}

export interface OrgState {
  id: number;
  token: string;
  name: string;
  kind: 'district' | 'school';
  parentId: number | null;
}

export interface UserState extends AccountValues {
  id: number;
  token: string;
}

export interface ClassState {
  id: number;
  token: string;
  organisationId: number;
  gradeNumber: number;
  name: string;
}

/**
 * What the import reads of the importing organisation before planning: its roster records, its
 * schools and their people, classes, teachings and placements, and the shared grades and
 * subjects. `emailOwners` are the accounts (anywhere) holding an email the bundle names.
 */
export interface RosterState {
  adminId: number;
  organisation: OrgState;
  schools: OrgState[];
  records: RecordState[];
  users: UserState[];
  classes: ClassState[];
  teachings: { teacherId: number; classId: number; subjectId: number }[];
  placements: { studentId: number; classId: number }[];
  grades: { id: number; number: number }[];
  subjects: { id: number; name: string }[];
  emailOwners: { email: string; userId: number }[];
}
