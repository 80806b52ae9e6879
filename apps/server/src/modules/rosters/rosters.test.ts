import { type rosterCsv, rosters } from '@kitlab/contract';
import { and, count, eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import {
  classes,
  organisations,
  outboxMessages,
  passwordResetKeys,
  rosterRecords,
  studentClasses,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { rosterBundleZip, schoolRosterRows } from '../../test/roster-bundle.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { authHeader, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let world: SchoolWorld;
let districtToken: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildSchoolWorld(t);
  districtToken = await t.signIn(world.districtAdmin.email);
});
afterAll(() => t.close());

/** A multipart body with the zip as its one `file` part, as a browser's form sends it. */
function upload(zip: Buffer) {
  const boundary = 'kitlab-roster-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), zip, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function postBundle(zip: Buffer, query: string, token = districtToken) {
  const body = upload(zip);
  return t.app.inject({
    method: 'POST',
    url: `${rosters.ROSTER_IMPORT_PATH}?${query}`,
    headers: { ...authHeader(token), ...body.headers },
    payload: body.payload,
  });
}

async function importZip(zip: Buffer, mode: string, token = districtToken) {
  const response = await postBundle(zip, `mode=${mode}`, token);
  return { status: response.statusCode, body: response.json() as rosters.RosterImportResult };
}

async function exportZip(token = districtToken, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${rosters.ROSTER_EXPORT_PATH}${query}`,
    headers: authHeader(token),
  });
  return { status: response.statusCode, zip: response.rawPayload };
}

const allUnchanged = (result: rosters.RosterImportResult) =>
  Object.values(result.counts).every((c) => c.created + c.updated + c.deactivated === 0);

async function rowCount(table: typeof users | typeof rosterRecords | typeof outboxMessages) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const errorsOf = (result: rosters.RosterImportResult) =>
  result.problems.filter((p) => p.severity === 'error').map((p) => [p.file, p.line, p.field]);

async function userByEmail(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('importing a OneRoster bundle', () => {
  it('a dry run says what would change and changes nothing', async () => {
    const before = await rowCount(users);
    const { status, body } = await importZip(await rosterBundleZip(schoolRosterRows()), 'dry-run');
    expect(status).toBe(200);
    expect(body.mode).toBe('dry-run');
    expect(body.counts['users.csv']).toEqual({
      created: 2,
      updated: 0,
      deactivated: 0,
      unchanged: 0,
    });
    expect(body.counts['orgs.csv']).toEqual({
      created: 1,
      updated: 0,
      deactivated: 0,
      unchanged: 1,
    });
    expect(body.changes).toContainEqual({
      file: 'users.csv',
      sourced_id: 'p1',
      action: 'created',
      label: 'Student Ada Lovelace',
    });
    expect(await rowCount(users)).toBe(before);
    expect(await rowCount(rosterRecords)).toBe(0);
  });

  it('refuses each bad row and bad file with its file, line and field, changing nothing', async () => {
    const rows = schoolRosterRows();
    rows.classes[0] = { ...rows.classes[0], grades: ['PS'] };
    rows.users[0] = { ...rows.users[0], email: world.teacher.email };
    rows.enrollments.push({
      sourcedId: 'e3',
      classSourcedId: 'nope',
      schoolSourcedId: 's1',
      userSourcedId: 'p1',
      role: 'student',
    });
    const before = await rowCount(users);
    const { status, body } = await importZip(await rosterBundleZip(rows), 'apply');
    expect(status).toBe(422);
    expect(errorsOf(body)).toEqual([
      ['classes.csv', 2, 'grades'],
      ['users.csv', 2, 'email'],
      ['enrollments.csv', 4, 'classSourcedId'],
    ]);
    const emptyUsers = await rosterBundleZip({ ...schoolRosterRows(), users: [] });
    const refused = await importZip(emptyUsers, 'apply');
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)).toContainEqual(['users.csv', null, null]);
    expect(await rowCount(users)).toBe(before);
    expect(await rowCount(rosterRecords)).toBe(0);
  });

  it('applies a bundle: people, school, homeroom, placement, teachings and welcome emails', async () => {
    const rows = schoolRosterRows();
    rows.users = rows.users.map((u) => ({ ...u, password: 'Secret-Horse-42' }));
    const { status, body } = await importZip(await rosterBundleZip(rows), 'apply');
    expect(status).toBe(200);
    expect(body.counts['users.csv']?.created).toBe(2);
    const ada = await userByEmail('ada@hill.example');
    const grace = await userByEmail('grace@hill.example');
    expect(ada?.userType).toBe('S');
    expect(grace?.userType).toBe('T');
    expect(ada?.passwordHash).toBeNull();
    const [school] = await t.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Hill School'));
    expect(school?.parentId).toBe(world.district.id);
    const [sixA] = await t.db
      .select()
      .from(classes)
      .where(and(eq(classes.organisationId, school?.id ?? 0), eq(classes.name, '6A')));
    const [placed] = await t.db
      .select()
      .from(studentClasses)
      .where(eq(studentClasses.studentId, ada?.id ?? 0));
    expect(placed?.classId).toBe(sixA?.id);
    const taught = await t.db
      .select()
      .from(teacherClasses)
      .where(eq(teacherClasses.teacherId, grace?.id ?? 0));
    expect(taught.map((x) => x.classId)).toEqual([sixA?.id, sixA?.id]);
    const welcome = await t.db
      .select()
      .from(outboxMessages)
      .where(
        or(
          eq(outboxMessages.toAddress, 'ada@hill.example'),
          eq(outboxMessages.toAddress, 'grace@hill.example'),
        ),
      );
    expect(welcome.map((m) => m.subject)).toEqual([
      'Welcome to Kitlab: choose your password',
      'Welcome to Kitlab: choose your password',
    ]);
    const keys = await t.db
      .select()
      .from(passwordResetKeys)
      .where(eq(passwordResetKeys.userId, ada?.id ?? 0));
    expect(keys).toHaveLength(1);
    const leaked = [
      ...(await t.db.select().from(users).where(like(users.passwordHash, '%Secret-Horse%'))),
      ...(await t.db
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.textBody, '%Secret-Horse%'))),
      ...(await t.db
        .select()
        .from(rosterRecords)
        .where(sql`${rosterRecords.data}::text like '%Secret-Horse%'`)),
    ];
    expect(leaked).toEqual([]);
    expect(body.problems).toContainEqual(
      expect.objectContaining({ file: 'users.csv', line: null, severity: 'warning' }),
    );
  });

  it('the same bundle again changes nothing and mails no one', async () => {
    const mails = await rowCount(outboxMessages);
    const { status, body } = await importZip(await rosterBundleZip(schoolRosterRows()), 'apply');
    expect(status).toBe(200);
    expect(allUnchanged(body)).toBe(true);
    expect(body.changes).toEqual([]);
    expect(await rowCount(outboxMessages)).toBe(mails);
  });

  it('a delta changes only its rows: an update, a person leaving, a new student enrolled', async () => {
    const rows = schoolRosterRows();
    const delta = { status: 'active', dateLastModified: '2026-11-01T10:00:00.000Z' };
    const ada = rows.users[1] ?? {};
    const zip = await rosterBundleZip(
      {
        users: [
          { ...ada, ...delta, familyName: 'King' },
          { ...rows.users[0], status: 'tobedeleted', dateLastModified: delta.dateLastModified },
          {
            ...ada,
            ...delta,
            sourcedId: 'p2',
            givenName: 'Alan',
            familyName: 'Turing',
            email: 'alan@hill.example',
            username: 'alan.turing',
          },
        ],
        roles: [{ ...rows.roles[1], ...delta, sourcedId: 'r3', userSourcedId: 'p2' }],
        enrollments: [{ ...rows.enrollments[1], ...delta, sourcedId: 'e3', userSourcedId: 'p2' }],
      },
      { users: 'delta', roles: 'delta', enrollments: 'delta' },
    );
    const mails = await rowCount(outboxMessages);
    const { status, body } = await importZip(zip, 'apply');
    expect(status).toBe(200);
    expect(body.counts['users.csv']).toEqual({
      created: 1,
      updated: 1,
      deactivated: 1,
      unchanged: 0,
    });
    // Grace's enrolment ends with her.
    expect(body.counts['enrollments.csv']).toEqual({
      created: 1,
      updated: 0,
      deactivated: 1,
      unchanged: 0,
    });
    expect((await userByEmail('ada@hill.example'))?.lastName).toBe('King');
    const grace = await userByEmail('grace@hill.example');
    expect(grace?.isActive).toBe(false);
    expect(grace?.deactivatedAt?.getTime()).toBe(t.clock.now().getTime());
    const alan = await userByEmail('alan@hill.example');
    const [placed] = await t.db
      .select()
      .from(studentClasses)
      .where(eq(studentClasses.studentId, alan?.id ?? 0));
    expect(placed).toBeDefined();
    expect(await rowCount(outboxMessages)).toBe(mails + 1);
  });

  it('exports what the administrator manages, and importing the export changes nothing', async () => {
    const exported = await exportZip();
    expect(exported.status).toBe(200);
    const { status, body } = await importZip(exported.zip, 'apply');
    expect(body.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(status).toBe(200);
    expect(body.changes).toEqual([]);
    expect(allUnchanged(body)).toBe(true);
  });

  it("a school's roster never imported exports with its tokens and imports back unchanged", async () => {
    const schoolAdmin = await t.signIn(world.schoolAdmin.email);
    const exported = await exportZip(schoolAdmin);
    const records = await rowCount(rosterRecords);
    const { status, body } = await importZip(exported.zip, 'dry-run', schoolAdmin);
    expect(body.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(status).toBe(200);
    expect(allUnchanged(body)).toBe(true);
    expect(body.counts['users.csv']?.unchanged).toBeGreaterThan(0);
    expect(await rowCount(rosterRecords)).toBe(records);
  });
});

describe("a school administrator's import", () => {
  it('places students in their homeroom and has a scheduled class taught to it', async () => {
    const rows = schoolRosterRows();
    const own = world.school.token;
    const inOwnSchool = (row: rosterCsv.RosterCsvRow) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === 's1' ? own : v]));
    rows.orgs = [{ sourcedId: own, name: world.school.name, type: 'school' }];
    for (const file of ['courses', 'classes', 'users', 'roles', 'enrollments'] as const)
      rows[file] = rows[file].map(inOwnSchool);
    rows.classes[0] = { ...rows.classes[0], title: '6S' };
    rows.classes.push({
      sourcedId: 'sci6',
      title: 'Science 6S',
      courseSourcedId: 'c6',
      classType: 'scheduled',
      schoolSourcedId: own,
      termSourcedIds: ['y2026'],
      subjects: ['Robotics'],
    });
    rows.users = rows.users.map((u) => ({ ...u, email: `alder.${String(u.email)}` }));
    rows.enrollments = [
      {
        sourcedId: 'e2',
        classSourcedId: 'k6a',
        schoolSourcedId: own,
        userSourcedId: 'p1',
        role: 'student',
      },
      {
        sourcedId: 'e3',
        classSourcedId: 'sci6',
        schoolSourcedId: own,
        userSourcedId: 'p1',
        role: 'student',
      },
      {
        sourcedId: 'e4',
        classSourcedId: 'sci6',
        schoolSourcedId: own,
        userSourcedId: 't1',
        role: 'teacher',
      },
    ];
    const token = await t.signIn(world.schoolAdmin.email);
    const { status, body } = await importZip(await rosterBundleZip(rows), 'apply', token);
    expect(errorsOf(body)).toEqual([]);
    expect(status).toBe(200);
    const [sixS] = await t.db
      .select()
      .from(classes)
      .where(and(eq(classes.organisationId, world.school.id), eq(classes.name, '6S')));
    const teacher = await userByEmail('alder.grace@hill.example');
    const taught = await t.db
      .select()
      .from(teacherClasses)
      .where(eq(teacherClasses.teacherId, teacher?.id ?? 0));
    expect(taught.map((x) => x.classId)).toEqual([sixS?.id]);
    expect(teacher?.organisationId).toBe(world.school.id);
  });
});

describe('who may import and export', () => {
  it('refuses students and teachers (403) and requests without a token (401)', async () => {
    const zip = await rosterBundleZip(schoolRosterRows());
    for (const person of [world.student, world.teacher]) {
      const token = await t.signIn(person.email);
      expect((await importZip(zip, 'dry-run', token)).status).toBe(403);
      expect((await exportZip(token)).status).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: rosters.ROSTER_EXPORT_PATH });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 naming the mode when it is missing or unknown', async () => {
    const zip = await rosterBundleZip(schoolRosterRows());
    for (const query of ['', 'mode=later']) {
      const response = await postBundle(zip, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.mode).toBeDefined();
    }
  });

  it('answers 413 for a bundle larger than the limit, before reading it', async () => {
    const body = upload(await rosterBundleZip(schoolRosterRows()));
    const response = await t.app.inject({
      method: 'POST',
      url: `${rosters.ROSTER_IMPORT_PATH}?mode=dry-run`,
      headers: {
        ...authHeader(districtToken),
        ...body.headers,
        'content-length': String(rosters.ROSTER_BUNDLE_MAX_BYTES * 2),
      },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('too_large');
  });

  it("answers 404 for another organisation's school", async () => {
    expect(
      (await exportZip(districtToken, `?school_token=${world.otherSchool.token}`)).status,
    ).toBe(404);
    expect((await exportZip(districtToken, `?school_token=${world.school.token}`)).status).toBe(
      200,
    );
  });

  it("refuses a school administrator's bundle naming another school", async () => {
    const rows = schoolRosterRows();
    rows.orgs.push({
      sourcedId: world.sisterSchool.token,
      name: 'Birch',
      type: 'school',
      parentSourcedId: 'd1',
    });
    rows.orgs[1] = { ...rows.orgs[1], sourcedId: world.school.token };
    const token = await t.signIn(world.schoolAdmin.email);
    const { status, body } = await importZip(await rosterBundleZip(rows), 'dry-run', token);
    expect(status).toBe(422);
    expect(errorsOf(body)).toContainEqual(['orgs.csv', 4, 'sourcedId']);
  });
});

// Last: its bulk bundles end the records of the district the tests above imported.
describe('placements and teachings follow the roster', () => {
  /**
   * Hill School: Grace teaches homeroom 6A (Science and Mathematics) where Ada is placed; Hedy
   * teaches scheduled class Lab 6 (Science) to Alan, whose homeroom is 6B.
   */
  function hillRows() {
    const rows = schoolRosterRows();
    const homeroom = rows.classes[0] ?? {};
    rows.classes.push(
      { ...homeroom, sourcedId: 'k6b', title: '6B' },
      {
        ...homeroom,
        sourcedId: 'lab6',
        title: 'Lab 6',
        classType: 'scheduled',
        grades: [],
        subjects: ['Science'],
      },
    );
    const ada = rows.users[1] ?? {};
    const grace = rows.users[0] ?? {};
    rows.users.push(
      {
        ...ada,
        sourcedId: 'p2',
        givenName: 'Alan',
        familyName: 'Turing',
        email: 'alan@hill.example',
        username: 'alan.turing',
      },
      {
        ...grace,
        sourcedId: 't2',
        givenName: 'Hedy',
        familyName: 'Lamarr',
        email: 'hedy@hill.example',
        username: 'hedy.lamarr',
      },
    );
    rows.roles.push(
      { ...rows.roles[1], sourcedId: 'r3', userSourcedId: 'p2' },
      { ...rows.roles[0], sourcedId: 'r4', userSourcedId: 't2' },
    );
    // The district's administrator stays, as the bundle of a district's whole roster names them.
    const admin = world.districtAdmin;
    rows.users.push({
      sourcedId: admin.token,
      enabledUser: true,
      username: admin.email,
      givenName: admin.firstName,
      familyName: admin.lastName,
      email: admin.email,
      primaryOrgSourcedId: 'd1',
    });
    rows.roles.push({
      sourcedId: admin.token,
      userSourcedId: admin.token,
      roleType: 'primary',
      role: 'districtAdministrator',
      orgSourcedId: 'd1',
    });
    const enrol = (
      sourcedId: string,
      userSourcedId: string,
      classSourcedId: string,
      role: string,
    ) => ({ sourcedId, classSourcedId, schoolSourcedId: 's1', userSourcedId, role });
    rows.enrollments.push(
      enrol('e3', 'p2', 'k6b', 'student'),
      enrol('e5', 'p2', 'lab6', 'student'),
      enrol('e6', 't2', 'lab6', 'teacher'),
    );
    return rows;
  }

  async function apply(zip: Buffer) {
    const { status, body } = await importZip(zip, 'apply');
    expect(errorsOf(body)).toEqual([]);
    expect(status).toBe(200);
    return body;
  }

  /** Applies a delta file of Hill School's rows of these sourcedIds, sent as `tobedeleted`. */
  async function applyDeleted(file: 'classes' | 'users' | 'enrollments', sourcedIds: string[]) {
    const deleted = hillRows()
      [file].filter((row) => sourcedIds.includes(String(row.sourcedId)))
      .map((row) => ({
        ...row,
        status: 'tobedeleted',
        dateLastModified: '2026-11-02T10:00:00.000Z',
      }));
    return apply(await rosterBundleZip({ [file]: deleted }, { [file]: 'delta' }));
  }

  /** A person's teachings as `class subject`, sorted. */
  async function teachingsOf(email: string) {
    const rows = await rowsOf<{ taught: string }>(
      t.db,
      sql`select c.name || ' ' || s.name as taught
      from teacher_classes tc join users u on u.id = tc.teacher_id
      join classes c on c.id = tc.class_id join subjects s on s.id = tc.subject_id
      where u.email = ${email} order by 1`,
    );
    return rows.map((r) => r.taught);
  }

  async function homeroomOf(email: string) {
    const rows = await rowsOf<{ name: string }>(
      t.db,
      sql`select c.name from student_classes sc
      join users u on u.id = sc.student_id join classes c on c.id = sc.class_id
      where u.email = ${email}`,
    );
    return rows[0]?.name ?? null;
  }

  const gracesTeachings = ['6A Mathematics', '6A Science'];

  it('keeps a teaching made in the app through a bulk import; the same bundle twice changes nothing', async () => {
    await apply(await rosterBundleZip(hillRows()));
    expect(await teachingsOf('grace@hill.example')).toEqual(gracesTeachings);
    expect(await teachingsOf('hedy@hill.example')).toEqual(['6B Science']);
    expect(await homeroomOf('alan@hill.example')).toBe('6B');
    const grace = await userByEmail('grace@hill.example');
    const [sixB] = await t.db.select().from(classes).where(eq(classes.name, '6B'));
    if (!grace || !sixB) throw new Error('the roster was not imported');
    await t.make.teach(grace, sixB, 'Robotics');
    const again = await apply(await rosterBundleZip(hillRows()));
    expect(again.changes).toEqual([]);
    expect(allUnchanged(again)).toBe(true);
    expect(await teachingsOf('grace@hill.example')).toEqual([...gracesTeachings, '6B Robotics']);
  });

  it("a bulk enrollments file without a teacher's and a student's enrolments ends their teachings and placement", async () => {
    const rows = hillRows();
    rows.enrollments = rows.enrollments.filter((e) => e.sourcedId !== 'e1' && e.sourcedId !== 'e2');
    const body = await apply(await rosterBundleZip(rows));
    expect(body.counts['enrollments.csv']).toEqual({
      created: 0,
      updated: 0,
      deactivated: 2,
      unchanged: 3,
    });
    expect(await teachingsOf('grace@hill.example')).toEqual(['6B Robotics']);
    expect(await homeroomOf('ada@hill.example')).toBeNull();
    expect((await userByEmail('ada@hill.example'))?.isActive).toBe(true);
    expect(await teachingsOf('hedy@hill.example')).toEqual(['6B Science']);
  });

  it('delta tobedeleted enrolments end their teachings and placement', async () => {
    await apply(await rosterBundleZip(hillRows()));
    expect(await teachingsOf('grace@hill.example')).toEqual([...gracesTeachings, '6B Robotics']);
    expect(await homeroomOf('ada@hill.example')).toBe('6A');
    const body = await applyDeleted('enrollments', ['e1', 'e2']);
    expect(body.counts['enrollments.csv']?.deactivated).toBe(2);
    expect(await teachingsOf('grace@hill.example')).toEqual(['6B Robotics']);
    expect(await homeroomOf('ada@hill.example')).toBeNull();
  });

  it("a scheduled class's subjects changing, then the class ending, change its teacher's teachings", async () => {
    await apply(await rosterBundleZip(hillRows()));
    const rows = hillRows();
    rows.classes = rows.classes.map((c) =>
      c.sourcedId === 'lab6' ? { ...c, subjects: ['Mathematics', 'Robotics'] } : c,
    );
    await apply(await rosterBundleZip(rows));
    expect(await teachingsOf('hedy@hill.example')).toEqual(['6B Mathematics', '6B Robotics']);
    await applyDeleted('classes', ['lab6']);
    expect(await teachingsOf('hedy@hill.example')).toEqual([]);
    expect(await homeroomOf('alan@hill.example')).toBe('6B');
  });

  it('a teacher leaving ends the teachings their enrolments gave, not those made in the app', async () => {
    await apply(await rosterBundleZip(hillRows()));
    expect(await teachingsOf('hedy@hill.example')).toEqual(['6B Science']);
    const body = await applyDeleted('users', ['t1', 't2']);
    expect(body.counts['users.csv']?.deactivated).toBe(2);
    expect(await teachingsOf('grace@hill.example')).toEqual(['6B Robotics']);
    expect(await teachingsOf('hedy@hill.example')).toEqual([]);
  });
});
