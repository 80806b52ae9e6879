import { buffer } from 'node:stream/consumers';
import { rosterCsv } from '@kitlab/contract';
import yazl from 'yazl';

type Rows = rosterCsv.RosterBundleRows;

/** A zip of the given files (name -> text or bytes), as a student information system sends it. */
export function zipOf(files: Readonly<Record<string, string | Buffer>>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return buffer(zip.outputStream);
}

/**
 * A small valid 1.2 bundle's rows: a district and its school, a school year, a course, a homeroom
 * of grade 06 with its teacher and one student, their roles and enrolments. Tests replace a row
 * or add one to break a rule.
 */
export function schoolRosterRows(): rosterCsv.RosterRowsByFile {
  return {
    academicSessions: [
      {
        sourcedId: 'y2026',
        title: '2026-2027',
        type: 'schoolYear',
        startDate: '2026-09-01',
        endDate: '2027-07-15',
        schoolYear: '2027',
      },
    ],
    orgs: [
      { sourcedId: 'd1', name: 'North District', type: 'district' },
      { sourcedId: 's1', name: 'Hill School', type: 'school', parentSourcedId: 'd1' },
    ],
    courses: [
      {
        sourcedId: 'c6',
        schoolYearSourcedId: 'y2026',
        title: 'Grade 6',
        grades: ['06'],
        orgSourcedId: 's1',
        subjects: ['Science', 'Mathematics'],
      },
    ],
    classes: [
      {
        sourcedId: 'k6a',
        title: '6A',
        grades: ['06'],
        courseSourcedId: 'c6',
        classType: 'homeroom',
        schoolSourcedId: 's1',
        termSourcedIds: ['y2026'],
      },
    ],
    users: [
      userRow('t1', 'Grace', 'Hopper'),
      { ...userRow('p1', 'Ada', 'Lovelace'), grades: ['06'] },
    ],
    roles: [roleRow('r1', 't1', 'teacher'), roleRow('r2', 'p1', 'student')],
    enrollments: [enrollmentRow('e1', 't1', 'teacher'), enrollmentRow('e2', 'p1', 'student')],
  };
}

function userRow(sourcedId: string, givenName: string, familyName: string): rosterCsv.RosterCsvRow {
  return {
    sourcedId,
    enabledUser: true,
    username: `${givenName.toLowerCase()}.${familyName.toLowerCase()}`,
    givenName,
    familyName,
    email: `${givenName.toLowerCase()}@hill.example`,
    primaryOrgSourcedId: 's1',
  };
}

function roleRow(sourcedId: string, userSourcedId: string, role: string): rosterCsv.RosterCsvRow {
  return { sourcedId, userSourcedId, roleType: 'primary', role, orgSourcedId: 's1' };
}

function enrollmentRow(
  sourcedId: string,
  userSourcedId: string,
  role: string,
): rosterCsv.RosterCsvRow {
  return { sourcedId, classSourcedId: 'k6a', schoolSourcedId: 's1', userSourcedId, role };
}

/** The zip of a bundle of these rows, each file bulk unless `modes` says otherwise. */
export function rosterBundleZip(
  rows: Rows,
  modes: Partial<Record<rosterCsv.RosterManifestFile, rosterCsv.RosterFileMode>> = {},
): Promise<Buffer> {
  return zipOf(rosterCsv.rosterBundleTexts(rows, modes));
}
