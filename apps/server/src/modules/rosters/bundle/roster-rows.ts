import type { rosters } from '@kitlab/contract';
import { rosterCsv } from '@kitlab/contract';

type RosterProblem = rosters.RosterProblem;

/*
 * The OneRoster 1.2 CSV binding as Kitlab reads it (decision 0058): each file's columns in the
 * binding's order, and the rows a bundle's files become once read. Only the files Kitlab keeps
 * something of are read; the others are named in a warning and left alone.
 */

/** The files Kitlab reads (in the order they are applied), the files a manifest may name, and
 * the columns of each read file: the binding's lists live in the contract, which the bundle
 * builders of the tests, journeys and benchmark share. */
export const READ_FILES = rosterCsv.ROSTER_READ_FILES;
export type ReadFile = rosterCsv.RosterReadFile;
export const MANIFEST_FILES = rosterCsv.ROSTER_MANIFEST_FILES;
export type ManifestFile = rosterCsv.RosterManifestFile;
export const COLUMNS = rosterCsv.ROSTER_COLUMNS;

/** How the manifest says to take a file. */
export type FileMode = rosterCsv.RosterFileMode;

/** What every row has: where it stands in its file and the binding's common fields. */
export interface RowBase {
  /** The row's line in its file, the header being line 1. */
  line: number;
  sourcedId: string;
  /** Blank in bulk files; `active` or `tobedeleted` in delta files. */
  status: 'active' | 'tobedeleted' | null;
  dateLastModified: string | null;
  /** The `metadata.*` extension columns, by name without the prefix. */
  metadata: Record<string, string>;
}

export interface AcademicSessionRow extends RowBase {
  title: string;
  type: 'gradingPeriod' | 'semester' | 'schoolYear' | 'term';
  startDate: string;
  endDate: string;
  parentSourcedId: string | null;
  schoolYear: string;
}

export interface OrgRow extends RowBase {
  name: string;
  type: 'department' | 'school' | 'district' | 'local' | 'state' | 'national';
  identifier: string | null;
  parentSourcedId: string | null;
}

export interface CourseRow extends RowBase {
  schoolYearSourcedId: string | null;
  title: string;
  courseCode: string | null;
  grades: string[];
  orgSourcedId: string;
  subjects: string[];
  subjectCodes: string[];
}

export interface ClassRow extends RowBase {
  title: string;
  grades: string[];
  courseSourcedId: string;
  classCode: string | null;
  classType: 'homeroom' | 'scheduled';
  location: string | null;
  schoolSourcedId: string;
  termSourcedIds: string[];
  subjects: string[];
  subjectCodes: string[];
  periods: string[];
}

/** A person. A `password` column's values are never read into a row (nor kept, nor logged). */
export interface UserRow extends RowBase {
  enabledUser: boolean;
  username: string;
  userIds: string[];
  givenName: string;
  familyName: string;
  middleName: string | null;
  identifier: string | null;
  email: string | null;
  grades: string[];
  preferredGivenName: string | null;
  preferredFamilyName: string | null;
  primaryOrgSourcedId: string | null;
}

export interface RoleRow extends RowBase {
  userSourcedId: string;
  roleType: 'primary' | 'secondary';
  role: string;
  beginDate: string | null;
  endDate: string | null;
  orgSourcedId: string;
}

export interface EnrollmentRow extends RowBase {
  classSourcedId: string;
  schoolSourcedId: string;
  userSourcedId: string;
  role: 'administrator' | 'proctor' | 'student' | 'teacher';
  primary: boolean | null;
  beginDate: string | null;
  endDate: string | null;
}

export interface RowsOf {
  academicSessions: AcademicSessionRow;
  orgs: OrgRow;
  courses: CourseRow;
  classes: ClassRow;
  users: UserRow;
  roles: RoleRow;
  enrollments: EnrollmentRow;
}

/** One read file: its mode from the manifest and its rows (none for an absent file). */
export interface BundleFile<F extends ReadFile> {
  mode: FileMode;
  rows: RowsOf[F][];
}

/**
 * A bundle read: every file Kitlab reads, with its mode and rows, and the problems found in
 * reading it (each with file, line and field). Rows with an error are left out of `files`; any
 * error refuses the bundle whole.
 */
export interface RosterBundle {
  files: { [F in ReadFile]: BundleFile<F> };
  problems: RosterProblem[];
}
