import { describe, expect, it } from 'vitest';
import type { ReadFile, RosterBundle, RowsOf } from '../bundle/roster-rows.js';
import type { RosterState } from '../roster-state.js';
import { planImport } from './plan-import.js';

const base = { status: null, dateLastModified: null, metadata: {} };

function bundleOf(
  rows: Partial<{
    [F in ReadFile]: Omit<RowsOf[F], 'line' | 'status' | 'dateLastModified' | 'metadata'>[];
  }>,
): RosterBundle {
  const file = <F extends ReadFile>(name: F) => ({
    mode: rows[name] ? ('bulk' as const) : ('absent' as const),
    rows: (rows[name] ?? []).map((row, i) => ({ ...base, ...row, line: i + 2 })) as RowsOf[F][],
  });
  return {
    files: {
      academicSessions: file('academicSessions'),
      orgs: file('orgs'),
      courses: file('courses'),
      classes: file('classes'),
      users: file('users'),
      roles: file('roles'),
      enrollments: file('enrollments'),
    },
    problems: [],
  };
}

const school = {
  id: 2,
  token: 'school-token',
  name: 'Alder',
  kind: 'school' as const,
  parentId: 1,
};
function stateOf(overrides: Partial<RosterState> = {}): RosterState {
  return {
    adminId: 9,
    organisation: {
      id: 1,
      token: 'district-token',
      name: 'North',
      kind: 'district',
      parentId: null,
    },
    schools: [school],
    records: [],
    users: [],
    classes: [],
    teachings: [],
    placements: [],
    grades: [{ id: 6, number: 6 }],
    subjects: [{ id: 1, name: 'Science' }],
    emailOwners: [],
    ...overrides,
  };
}

const person = (sourcedId: string, email: string) => ({
  sourcedId,
  enabledUser: true,
  username: sourcedId,
  userIds: [],
  givenName: 'Ada',
  familyName: sourcedId,
  middleName: null,
  identifier: null,
  email,
  grades: [],
  preferredGivenName: null,
  preferredFamilyName: null,
  primaryOrgSourcedId: 'sch',
});
const role = (sourcedId: string, userSourcedId: string, r: string) => ({
  sourcedId,
  userSourcedId,
  roleType: 'primary' as const,
  role: r,
  beginDate: null,
  endDate: null,
  orgSourcedId: 'sch',
});
const enrol = (
  sourcedId: string,
  classSourcedId: string,
  userSourcedId: string,
  r: 'student' | 'teacher',
) => ({
  sourcedId,
  classSourcedId,
  schoolSourcedId: 'sch',
  userSourcedId,
  role: r,
  primary: null,
  beginDate: null,
  endDate: null,
});
const klass = (
  sourcedId: string,
  title: string,
  classType: 'homeroom' | 'scheduled',
  grades = ['06'],
) => ({
  sourcedId,
  title,
  grades,
  courseSourcedId: 'c1',
  classCode: null,
  classType,
  location: null,
  schoolSourcedId: 'sch',
  termSourcedIds: [],
  subjects: ['Science'],
  subjectCodes: [],
  periods: [],
});

const bundle = () =>
  bundleOf({
    orgs: [
      { sourcedId: 'd', name: 'North', type: 'district', identifier: null, parentSourcedId: null },
      { sourcedId: 'sch', name: 'Alder', type: 'school', identifier: null, parentSourcedId: 'd' },
    ],
    courses: [
      {
        sourcedId: 'c1',
        schoolYearSourcedId: null,
        title: 'Science 6',
        courseCode: null,
        grades: ['06'],
        orgSourcedId: 'sch',
        subjects: ['Science'],
        subjectCodes: [],
      },
    ],
    classes: [klass('k6a', '6A', 'homeroom'), klass('sci', 'Science 6', 'scheduled')],
    users: [
      person('u1', 'ada@school.test'),
      person('t1', 'tea@school.test'),
      person('g1', 'guardian@home.test'),
    ],
    roles: [role('r1', 'u1', 'student'), role('r2', 't1', 'teacher'), role('r3', 'g1', 'guardian')],
    enrollments: [
      enrol('e1', 'k6a', 'u1', 'student'),
      enrol('e2', 'sci', 't1', 'teacher'),
      enrol('e3', 'sci', 'u1', 'student'),
    ],
  });

describe('planImport', () => {
  it("refuses a student's homeroom in another school", () => {
    const b = bundle();
    b.files.orgs.rows.push({
      ...base,
      line: 4,
      sourcedId: 'sch2',
      name: 'Birch',
      type: 'school',
      identifier: null,
      parentSourcedId: 'd',
    });
    b.files.classes.rows.push({
      ...base,
      line: 4,
      ...klass('k6b', '6B', 'homeroom'),
      schoolSourcedId: 'sch2',
    });
    b.files.enrollments.rows[0] = { ...base, line: 2, ...enrol('e1', 'k6b', 'u1', 'student') };
    const plan = planImport(b, stateOf());
    expect(
      plan.problems.filter((p) => p.severity === 'error').map((p) => [p.file, p.line, p.field]),
    ).toEqual([['enrollments.csv', 2, 'classSourcedId']]);
  });

  it('creates the people, the homeroom, the placement and the teachings of a first bundle', () => {
    const plan = planImport(bundle(), stateOf());
    expect(plan.refused).toBe(false);
    expect(plan.counts['users.csv']).toEqual({
      created: 2,
      updated: 0,
      deactivated: 0,
      unchanged: 0,
    });
    expect(plan.counts['orgs.csv']?.unchanged).toBe(1);
    expect(plan.writes.newUsers.map((u) => [u.email, u.userType, u.school])).toEqual([
      ['ada@school.test', 'S', 'orgs:sch'],
      ['tea@school.test', 'T', 'orgs:sch'],
    ]);
    expect(plan.writes.newSchools).toEqual([{ key: 'orgs:sch', name: 'Alder', parentId: 1 }]);
    expect(plan.writes.newClasses).toEqual([
      { key: 'classes:k6a', school: 'orgs:sch', gradeNumber: 6, name: '6A' },
    ]);
    expect(plan.writes.placements).toEqual([
      { student: 'users:u1', class: 'classes:k6a', school: 'orgs:sch' },
    ]);
    expect(plan.writes.teachings).toEqual([
      { teacher: 'users:t1', class: 'classes:k6a', school: 'orgs:sch', subjectId: 1 },
    ]);
    expect(plan.problems).toEqual([
      expect.objectContaining({ file: 'roles.csv', line: 4, field: 'role', severity: 'warning' }),
    ]);
  });

  it('refuses an email another account holds, two homerooms and a grade the platform lacks', () => {
    const b = bundle();
    b.files.classes.rows.push({ ...base, line: 4, ...klass('k6b', '6B', 'homeroom', ['PS']) });
    b.files.classes.rows.push({ ...base, line: 5, ...klass('k6c', '6C', 'homeroom') });
    b.files.enrollments.rows.push({ ...base, line: 5, ...enrol('e4', 'k6c', 'u1', 'student') });
    const plan = planImport(
      b,
      stateOf({ emailOwners: [{ email: 'tea@school.test', userId: 77 }] }),
    );
    expect(plan.refused).toBe(true);
    expect(
      plan.problems.filter((p) => p.severity === 'error').map((p) => [p.file, p.line, p.field]),
    ).toEqual([
      ['classes.csv', 4, 'grades'],
      ['users.csv', 3, 'email'],
      ['enrollments.csv', 5, 'classSourcedId'],
    ]);
  });

  it('ends the placement and the teachings that enrolments no longer sent gave, not hand-made ones', () => {
    const record = (file: ReadFile, sourcedId: string, recordId: number | null, data: object) => ({
      file,
      sourcedId,
      recordId,
      data: { sourcedId, ...data },
      active: true,
    });
    const account = (id: number, userType: 'S' | 'T', email: string) => ({
      id,
      token: `token-${id}`,
      organisationId: 2,
      userType,
      email,
      firstName: 'Ada',
      lastName: String(id),
      isActive: true,
    });
    const state = stateOf({
      records: [
        record('orgs', 'sch', 2, {}),
        record('classes', 'k6a', 10, klass('k6a', '6A', 'homeroom')),
        record('classes', 'sci', null, klass('sci', 'Science 6', 'scheduled')),
        record('users', 'u1', 20, person('u1', 'ada@school.test')),
        record('users', 't1', 21, person('t1', 'tea@school.test')),
        record('enrollments', 'e1', null, enrol('e1', 'k6a', 'u1', 'student')),
        record('enrollments', 'e2', null, enrol('e2', 'sci', 't1', 'teacher')),
        record('enrollments', 'e3', null, enrol('e3', 'sci', 'u1', 'student')),
      ],
      users: [account(20, 'S', 'ada@school.test'), account(21, 'T', 'tea@school.test')],
      classes: [{ id: 10, token: 'class-token', organisationId: 2, gradeNumber: 6, name: '6A' }],
      subjects: [
        { id: 1, name: 'Science' },
        { id: 2, name: 'Robotics' },
      ],
      // Science from the scheduled class; Robotics made in the app.
      teachings: [
        { teacherId: 21, classId: 10, subjectId: 1 },
        { teacherId: 21, classId: 10, subjectId: 2 },
      ],
      placements: [{ studentId: 20, classId: 10 }],
    });
    const onlyE3 = bundleOf({ enrollments: [enrol('e3', 'sci', 'u1', 'student')] });
    const plan = planImport(onlyE3, state);
    expect(plan.refused).toBe(false);
    const { deactivated, unchanged } = plan.counts['enrollments.csv'] ?? {};
    expect([deactivated, unchanged]).toEqual([2, 1]);
    expect(plan.writes.endedPlacements).toEqual([{ studentId: 20, classId: 10 }]);
    expect(plan.writes.endedTeachings).toEqual([{ teacherId: 21, classId: 10, subjectId: 1 }]);
    expect(plan.writes.teachings).toEqual([]);
  });
});
