import { rosterCsv } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { rosterBundleZip, schoolRosterRows, zipOf } from '../../../test/roster-bundle.js';
import { readRosterBundle } from './read-bundle.js';

const { rosterBundleTexts, rosterCsvText, rosterFileCsv, ROSTER_COLUMNS } = rosterCsv;
type Rows = ReturnType<typeof schoolRosterRows>;

function error(file: string, line: number | null, field: string | null, message: string) {
  return { file, line, field, severity: 'error', message };
}

/** The school's bundle with some rows changed, each file bulk unless `modes` says otherwise. */
async function readChanged(
  change: (rows: Rows) => void,
  modes: Parameters<typeof rosterBundleZip>[1] = {},
) {
  const rows = schoolRosterRows();
  change(rows);
  return readRosterBundle(await rosterBundleZip(rows, modes));
}

/** The school's bundle with one file's text written by hand. */
async function readWithText(file: string, text: string) {
  return readRosterBundle(await zipOf({ ...rosterBundleTexts(schoolRosterRows()), [file]: text }));
}

describe('readRosterBundle: headers', () => {
  const users = ROSTER_COLUMNS.users;

  it('names a missing column and one not in the binding, case-sensitive', async () => {
    const header = users.map((column) => (column === 'givenName' ? 'GivenName' : column));
    const bundle = await readWithText('users.csv', rosterCsvText(header, [{ sourcedId: 'p1' }]));
    expect(bundle.problems).toEqual([
      error(
        'users.csv',
        1,
        'givenName',
        'The column givenName is missing: users.csv needs every column of the OneRoster 1.2 binding.',
      ),
      error(
        'users.csv',
        1,
        'GivenName',
        'GivenName is not a column of users.csv in OneRoster 1.2; extension columns start with "metadata.".',
      ),
    ]);
    expect(bundle.files.users.rows).toEqual([]);
  });

  it('follows the binding’s order of columns', async () => {
    const header = ['status', 'sourcedId', ...users.slice(2)];
    const bundle = await readWithText('users.csv', rosterCsvText(header, []));
    expect(bundle.problems).toEqual([
      error(
        'users.csv',
        1,
        'status',
        `The columns are not in the binding's order: status stands where sourcedId should. The order is ${users.join(',')}.`,
      ),
    ]);
  });

  it('keeps metadata.* columns by their name, blank ones left out', async () => {
    const header = [...ROSTER_COLUMNS.orgs, 'metadata.region', 'metadata.note'];
    const text = rosterCsvText(header, [
      { sourcedId: 'd1', name: 'North', type: 'district', 'metadata.region': 'North-East' },
      { sourcedId: 's1', name: 'Hill', type: 'school', parentSourcedId: 'd1' },
    ]);
    const bundle = await readWithText('orgs.csv', text);
    expect(bundle.problems).toEqual([]);
    expect(bundle.files.orgs.rows.map((row) => row.metadata)).toEqual([
      { region: 'North-East' },
      {},
    ]);
  });
});

describe('readRosterBundle: values', () => {
  it('takes enumerations, booleans and dates case-sensitively, naming the field of each', async () => {
    const bundle = await readChanged((rows) => {
      Object.assign(rows.classes[0] ?? {}, { classType: 'Homeroom' });
      Object.assign(rows.users[0] ?? {}, { enabledUser: 'TRUE' });
      Object.assign(rows.roles[0] ?? {}, { roleType: 'Primary', beginDate: '2026/09/01' });
      Object.assign(rows.enrollments[0] ?? {}, { role: 'Teacher', endDate: '2027-02-30' });
      Object.assign(rows.orgs[0] ?? {}, { type: 'District' });
      Object.assign(rows.academicSessions[0] ?? {}, { type: 'year', schoolYear: '26/27' });
    });
    expect(bundle.problems).toEqual([
      error(
        'academicSessions.csv',
        2,
        'type',
        "type must be one of gradingPeriod, semester, schoolYear, term (case-sensitive), not 'year'.",
      ),
      error(
        'academicSessions.csv',
        2,
        'schoolYear',
        "schoolYear must be a year of four digits, not '26/27'.",
      ),
      error(
        'orgs.csv',
        2,
        'type',
        "type must be one of department, school, district, local, state, national (case-sensitive), not 'District'.",
      ),
      error(
        'classes.csv',
        2,
        'classType',
        "classType must be one of homeroom, scheduled (case-sensitive), not 'Homeroom'.",
      ),
      error('users.csv', 2, 'enabledUser', "enabledUser must be true or false, not 'TRUE'."),
      error(
        'roles.csv',
        2,
        'roleType',
        "roleType must be one of primary, secondary (case-sensitive), not 'Primary'.",
      ),
      error(
        'roles.csv',
        2,
        'beginDate',
        "beginDate must be a date written YYYY-MM-DD, not '2026/09/01'.",
      ),
      error(
        'enrollments.csv',
        2,
        'role',
        "role must be one of administrator, proctor, student, teacher (case-sensitive), not 'Teacher'.",
      ),
      error(
        'enrollments.csv',
        2,
        'endDate',
        "endDate must be a date written YYYY-MM-DD, not '2027-02-30'.",
      ),
    ]);
    expect(bundle.files.users.rows.map((row) => row.sourcedId)).toEqual(['p1']);
  });

  it('refuses a blank required field and reads a blank optional one as null', async () => {
    const bundle = await readChanged((rows) => {
      Object.assign(rows.users[1] ?? {}, { givenName: ' ', email: '' });
      Object.assign(rows.classes[0] ?? {}, { termSourcedIds: [] });
    });
    expect(bundle.problems).toEqual([
      error('classes.csv', 2, 'termSourcedIds', 'termSourcedIds is required.'),
      error('users.csv', 3, 'givenName', 'givenName is required.'),
    ]);
    const withEmail = await readChanged((rows) =>
      Object.assign(rows.users[1] ?? {}, { email: '' }),
    );
    expect(withEmail.files.users.rows[1]?.email).toBeNull();
  });

  it('takes quoted lists and refuses a grade that is not a CEDS code', async () => {
    const bundle = await readChanged((rows) => {
      Object.assign(rows.courses[0] ?? {}, { grades: ['06', '07'] });
      Object.assign(rows.users[1] ?? {}, { grades: ['6'] });
    });
    expect(bundle.problems).toEqual([
      error(
        'users.csv',
        3,
        'grades',
        "'6' is not a CEDS grade code (KG, 01 to 13, PK, TK, IT, PR, PS, UG or Other).",
      ),
    ]);
    expect(bundle.files.courses.rows[0]?.grades).toEqual(['06', '07']);
  });

  it('refuses a role outside the 1.2 vocabulary and takes the ones the platform has not', async () => {
    const bundle = await readChanged((rows) => {
      Object.assign(rows.roles[0] ?? {}, { role: 'admin' });
      Object.assign(rows.roles[1] ?? {}, { role: 'guardian' });
    });
    expect(bundle.problems).toEqual([
      error(
        'roles.csv',
        2,
        'role',
        expect.stringContaining('role must be one of aide, counselor,') as unknown as string,
      ),
    ]);
    expect(bundle.files.roles.rows.map((row) => row.role)).toEqual(['guardian']);
  });

  it('wants status and dateLastModified blank in bulk rows and both in delta rows', async () => {
    const bulk = await readChanged((rows) =>
      Object.assign(rows.users[0] ?? {}, { status: 'active' }),
    );
    expect(bulk.problems).toEqual([
      error('users.csv', 2, 'status', 'status must be blank in a bulk file.'),
    ]);
    const delta = await readChanged(
      (rows) => {
        rows.users = [
          { ...rows.users[0], status: 'tobedeleted', dateLastModified: '2026-11-30T08:00:00.000Z' },
          { ...rows.users[1], status: 'active', dateLastModified: '' },
          { ...rows.users[1], sourcedId: 'p2', dateLastModified: 'yesterday' },
        ];
      },
      { users: 'delta' },
    );
    expect(delta.problems).toEqual([
      error('users.csv', 3, 'dateLastModified', 'dateLastModified is required.'),
      error('users.csv', 4, 'status', 'status is required.'),
      error(
        'users.csv',
        4,
        'dateLastModified',
        "dateLastModified must be a date and time in ISO 8601 (2026-09-01T08:00:00Z), not 'yesterday'.",
      ),
    ]);
    expect(delta.files.users.rows.map((row) => [row.sourcedId, row.status])).toEqual([
      ['t1', 'tobedeleted'],
    ]);
  });
});

describe('readRosterBundle: rules across rows', () => {
  it('refuses a sourcedId given twice in a file, on the later line', async () => {
    const bundle = await readChanged((rows) => rows.enrollments.push({ ...rows.enrollments[0] }));
    expect(bundle.problems).toEqual([
      error('enrollments.csv', 4, 'sourcedId', 'sourcedId e1 is already on line 2 of this file.'),
    ]);
    expect(bundle.files.enrollments.rows).toHaveLength(2);
  });

  it('refuses a second primary role of a user at one organisation, on the later line', async () => {
    const bundle = await readChanged((rows) => {
      rows.roles.push({ ...rows.roles[0], sourcedId: 'r3', role: 'siteAdministrator' });
      rows.roles.push({ ...rows.roles[0], sourcedId: 'r4', orgSourcedId: 'd1' });
      rows.roles.push({ ...rows.roles[0], sourcedId: 'r5', roleType: 'secondary', role: 'aide' });
    });
    expect(bundle.problems).toEqual([
      error(
        'roles.csv',
        4,
        'roleType',
        'User t1 already has a primary role at s1 (line 2): a user has at most one primary role per organisation.',
      ),
    ]);
  });
});

describe('readRosterBundle: the CSV text', () => {
  it('reads a byte-order mark, CRLF and quoted fields, counting a quoted line break as a line', async () => {
    const rows = schoolRosterRows();
    const users = [
      { ...rows.users[0], middleName: 'Brewster\r\n"Amazing", Grace' },
      { ...rows.users[1], givenName: '' },
    ];
    const text = rosterFileCsv('users', users, { lineEnd: '\r\n', byteOrderMark: true });
    const bundle = await readWithText('users.csv', text);
    expect(bundle.problems).toEqual([error('users.csv', 4, 'givenName', 'givenName is required.')]);
    expect(bundle.files.users.rows[0]?.middleName).toBe('Brewster\r\n"Amazing", Grace');
  });

  it('names a row with too few or too many fields and goes on', async () => {
    const text = `${rosterFileCsv('orgs', schoolRosterRows().orgs)}d2,,,South\nd3,,,East,district,,,\n`;
    const bundle = await readWithText('orgs.csv', text);
    expect(bundle.problems).toEqual([
      error('orgs.csv', 4, null, 'The row has 4 fields; the header has 7.'),
      error('orgs.csv', 5, null, 'The row has 8 fields; the header has 7.'),
    ]);
    expect(bundle.files.orgs.rows).toHaveLength(2);
  });

  it('stops at a quote that does not close, naming its line', async () => {
    const text = `${rosterFileCsv('orgs', schoolRosterRows().orgs)}d2,,,"South,district,,\n`;
    expect((await readWithText('orgs.csv', text)).problems).toEqual([
      error(
        'orgs.csv',
        4,
        null,
        'A quoted field does not close properly: the file was not read from this line on.',
      ),
    ]);
  });
});

describe('readRosterBundle: passwords', () => {
  it('warns once that passwords are not taken and keeps the value nowhere', async () => {
    const bundle = await readChanged((rows) => {
      rows.users = rows.users.map((row) => ({ ...row, password: 'Secret-Horse-42' }));
    });
    expect(bundle.problems).toEqual([
      {
        file: 'users.csv',
        line: null,
        field: null,
        severity: 'warning',
        message:
          'Passwords in users.csv are not taken: new users choose theirs with the welcome email.',
      },
    ]);
    expect(bundle.files.users.rows).toHaveLength(2);
    expect(JSON.stringify(bundle)).not.toContain('Secret-Horse');
  });
});
