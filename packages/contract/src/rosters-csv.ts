/**
 * The OneRoster 1.2 CSV binding as Kitlab reads and writes it (decision 0058): the files a
 * manifest names, the files Kitlab reads with their columns in the binding's order, and the
 * writing of a bundle's CSV text. Pure (no zip, no Node APIs), so the server, its tests, the
 * journeys and the benchmark's generator write a bundle one way.
 */

/** The files Kitlab reads, in the order they are applied (a record before what names it). */
export const ROSTER_READ_FILES = [
  'academicSessions',
  'orgs',
  'courses',
  'classes',
  'users',
  'roles',
  'enrollments',
] as const;
export type RosterReadFile = (typeof ROSTER_READ_FILES)[number];

/** Every file a 1.2 manifest may name (`file.<name>`), read or not. */
export const ROSTER_MANIFEST_FILES = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectiveIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectiveIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
] as const;
export type RosterManifestFile = (typeof ROSTER_MANIFEST_FILES)[number];

/** How the manifest says to take a file. */
export const ROSTER_FILE_MODES = ['bulk', 'delta', 'absent'] as const;
export type RosterFileMode = (typeof ROSTER_FILE_MODES)[number];

/** The manifest's own versions in a 1.2 bundle. */
export const ROSTER_MANIFEST_VERSION = '1.0';
export const ONEROSTER_VERSION = '1.2';

/** The columns of each file Kitlab reads, as the 1.2 binding lists them, in its order. */
export const ROSTER_COLUMNS = {
  academicSessions: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
  ],
  orgs: [
    'sourcedId',
    'status',
    'dateLastModified',
    'name',
    'type',
    'identifier',
    'parentSourcedId',
  ],
  courses: [
    'sourcedId',
    'status',
    'dateLastModified',
    'schoolYearSourcedId',
    'title',
    'courseCode',
    'grades',
    'orgSourcedId',
    'subjects',
    'subjectCodes',
  ],
  classes: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  users: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
  roles: [
    'sourcedId',
    'status',
    'dateLastModified',
    'userSourcedId',
    'roleType',
    'role',
    'beginDate',
    'endDate',
    'orgSourcedId',
    'userProfileSourcedId',
  ],
  enrollments: [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
} as const satisfies Record<RosterReadFile, readonly string[]>;

/** A cell as written: lists join with commas into one field, null and undefined are blank. */
export type RosterCsvCell = string | number | boolean | readonly string[] | null | undefined;
/** One row by column name; a column the row does not name is blank. */
export type RosterCsvRow = Readonly<Record<string, RosterCsvCell>>;

export interface RosterCsvOptions {
  /** `\r\n` as Windows tools write it; `\n` by default. */
  lineEnd?: '\n' | '\r\n';
  /** Starts the text with a UTF-8 byte-order mark, as spreadsheet programs do. */
  byteOrderMark?: boolean;
}

function cellText(cell: RosterCsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return cell.join(',');
}

/** A field quoted when it holds a comma, a quote or a line break, quotes doubled (RFC 4180). */
function csvField(cell: RosterCsvCell): string {
  const text = cellText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of rows under the given header, one line per row, the last one ended too. */
export function rosterCsvText(
  columns: readonly string[],
  rows: readonly RosterCsvRow[],
  options: RosterCsvOptions = {},
): string {
  const lineEnd = options.lineEnd ?? '\n';
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return `${options.byteOrderMark ? '\uFEFF' : ''}${lines.join(lineEnd)}${lineEnd}`;
}

/** The CSV text of one file Kitlab reads, under the binding's columns. */
export function rosterFileCsv(
  file: RosterReadFile,
  rows: readonly RosterCsvRow[],
  options: RosterCsvOptions = {},
): string {
  return rosterCsvText(ROSTER_COLUMNS[file], rows, options);
}

/**
 * The manifest.csv text: the versions, every file's mode (absent unless given) and any further
 * properties (`source.systemName`); a property given as null is left out.
 */
export function rosterManifestCsv(
  modes: Partial<Record<RosterManifestFile, RosterFileMode>>,
  properties: Readonly<Record<string, string | null>> = {},
): string {
  const values = new Map<string, string | null>([
    ['manifest.version', ROSTER_MANIFEST_VERSION],
    ['oneroster.version', ONEROSTER_VERSION],
  ]);
  for (const file of ROSTER_MANIFEST_FILES) values.set(`file.${file}`, modes[file] ?? 'absent');
  for (const [name, value] of Object.entries(properties)) values.set(name, value);
  const rows = [...values].flatMap(([propertyName, value]) =>
    value === null ? [] : [{ propertyName, value }],
  );
  return rosterCsvText(['propertyName', 'value'], rows);
}

/** The rows of each file Kitlab reads that a bundle holds. */
export type RosterBundleRows = Partial<Record<RosterReadFile, readonly RosterCsvRow[]>>;

/** Rows of every file Kitlab reads, for a writer to fill in. */
export type RosterRowsByFile = { [F in RosterReadFile]: RosterCsvRow[] };

export function emptyRosterRows(): RosterRowsByFile {
  const rows: Partial<RosterRowsByFile> = {};
  for (const file of ROSTER_READ_FILES) rows[file] = [];
  return rows as RosterRowsByFile;
}

/**
 * A whole bundle's text by file name (`manifest.csv`, `users.csv` ...): each file given is
 * bulk unless `modes` says otherwise, every other file absent.
 */
export function rosterBundleTexts(
  files: RosterBundleRows,
  modes: Partial<Record<RosterManifestFile, RosterFileMode>> = {},
): Record<string, string> {
  const texts: Record<string, string> = {};
  const fileModes: Partial<Record<RosterManifestFile, RosterFileMode>> = {};
  for (const file of ROSTER_READ_FILES) {
    const rows = files[file];
    if (!rows) continue;
    texts[`${file}.csv`] = rosterFileCsv(file, rows);
    fileModes[file] = 'bulk';
  }
  return { 'manifest.csv': rosterManifestCsv({ ...fileModes, ...modes }), ...texts };
}
