import type { rosterCsv } from '@kitlab/contract';
import { cedsCodeOf } from './plan/grades.js';
import type { ClassState, OrgState, RecordState, RosterState, UserState } from './roster-state.js';

/** What an export writes out: active records, and the platform rows of the schools exported. */
export interface ExportState {
  records: RecordState[];
  users: UserState[];
  classes: (ClassState & { subjects: string[] })[];
  teachings: { teacherId: number; classId: number }[];
  placements: { studentId: number; classId: number }[];
}

/**
 * The part of an organisation's state an export of these schools covers (the administrator's
 * own organisation's people too, unless one school is asked for), each class with the subjects
 * taught to it.
 */
export function exportStateOf(
  state: RosterState,
  schoolIds: ReadonlySet<number>,
  oneSchool: boolean,
): ExportState {
  const subjectName = new Map(state.subjects.map((s) => [s.id, s.name]));
  const inScope = (organisationId: number) =>
    schoolIds.has(organisationId) || (!oneSchool && organisationId === state.organisation.id);
  const classes = state.classes.filter((c) => schoolIds.has(c.organisationId));
  const classIds = new Set(classes.map((c) => c.id));
  const taught = state.teachings.filter((t) => classIds.has(t.classId));
  const subjectsByClass = new Map<number, Set<string>>();
  for (const t of taught) {
    const names = subjectsByClass.get(t.classId) ?? new Set<string>();
    names.add(subjectName.get(t.subjectId) ?? '');
    subjectsByClass.set(t.classId, names);
  }
  const subjectsOf = (classId: number) => [...(subjectsByClass.get(classId) ?? [])].sort();
  const pairs = new Map(
    taught.map((t) => [
      `${t.teacherId}/${t.classId}`,
      { teacherId: t.teacherId, classId: t.classId },
    ]),
  );
  return {
    records: state.records.filter((r) => r.active),
    users: state.users.filter((u) => inScope(u.organisationId)),
    classes: classes.map((c) => ({ ...c, subjects: subjectsOf(c.id) })),
    teachings: [...pairs.values()],
    placements: state.placements.filter((p) => classIds.has(p.classId)),
  };
}

type Row = Record<string, rosterCsv.RosterCsvCell>;
type Rows = { [F in rosterCsv.RosterReadFile]: Row[] };

const ROLE_OF = { S: 'student', T: 'teacher' } as const;

/**
 * The 1.2 files (bulk) of what an administrator manages, so that importing them again changes
 * nothing: a record imported before keeps its sourcedId and the fields last imported, with the
 * platform's current values over them; a row the platform made itself takes its token as
 * sourcedId (decision 0058). Roles and enrolments the records do not cover are written from the
 * platform's people, placements and teachings.
 */
export function exportRows(input: {
  organisation: OrgState;
  /** The district the schools belong to, written as their parent (a district administrator's). */
  district: OrgState | null;
  schools: OrgState[];
  state: ExportState;
  schoolYear: { startDate: string; endDate: string; schoolYear: string };
}): Rows {
  const { organisation, district, schools, state } = input;
  const recordsOf = (file: rosterCsv.RosterReadFile) =>
    state.records.filter((r) => r.file === file);
  const sidOf = (file: rosterCsv.RosterReadFile) => {
    const byId = new Map(
      recordsOf(file).flatMap((r) => (r.recordId === null ? [] : [[r.recordId, r] as const])),
    );
    return byId;
  };
  const orgRecords = sidOf('orgs');
  const userRecords = sidOf('users');
  const classRecords = sidOf('classes');
  const orgSid = (org: OrgState) => orgRecords.get(org.id)?.sourcedId ?? org.token;
  const orgById = new Map([...(district ? [district] : []), ...schools].map((o) => [o.id, o]));
  const rows: Rows = {
    academicSessions: [],
    orgs: [],
    courses: [],
    classes: [],
    users: [],
    roles: [],
    enrollments: [],
  };

  if (district) {
    const record = orgRecords.get(district.id);
    // The district's name is its own: an import never changes it, so its record's name stays.
    rows.orgs.push({
      name: district.name,
      ...record?.data,
      sourcedId: orgSid(district),
      type: 'district',
    });
  } else {
    const parents = recordsOf('orgs').filter((r) => r.data.type === 'district');
    rows.orgs.push(...parents.map((r) => ({ ...r.data, sourcedId: r.sourcedId })));
  }
  for (const school of schools) {
    const record = orgRecords.get(school.id);
    rows.orgs.push({
      ...record?.data,
      sourcedId: orgSid(school),
      name: school.name,
      type: 'school',
      parentSourcedId: district
        ? orgSid(district)
        : ((record?.data.parentSourcedId as string | null) ?? null),
    });
  }
  const schoolSids = new Set(rows.orgs.map((o) => String(o.sourcedId)));

  rows.academicSessions.push(
    ...recordsOf('academicSessions').map((r) => ({ ...r.data, sourcedId: r.sourcedId })),
  );
  const needsYear = state.classes.some((c) => !classRecords.has(c.id));
  const yearSid = organisation.token;
  if (needsYear && !rows.academicSessions.some((s) => s.sourcedId === yearSid)) {
    rows.academicSessions.push({
      sourcedId: yearSid,
      title: input.schoolYear.schoolYear,
      type: 'schoolYear',
      ...input.schoolYear,
    });
  }
  rows.courses.push(
    ...recordsOf('courses')
      .filter((r) => schoolSids.has(String(r.data.orgSourcedId)))
      .map((r) => ({ ...r.data, sourcedId: r.sourcedId })),
  );

  const classSid = new Map<number, string>();
  for (const cls of state.classes) {
    const school = orgById.get(cls.organisationId);
    if (!school) continue;
    const record = classRecords.get(cls.id);
    const grades = [cedsCodeOf(cls.gradeNumber)];
    if (record) {
      const recorded = record.data.grades as string[] | undefined;
      rows.classes.push({
        ...record.data,
        sourcedId: record.sourcedId,
        title: cls.name,
        grades: recorded?.length ? grades : [],
      });
      classSid.set(cls.id, record.sourcedId);
      continue;
    }
    const schoolSid = orgSid(school);
    rows.courses.push({
      sourcedId: cls.token,
      schoolYearSourcedId: yearSid,
      title: cls.name,
      grades,
      orgSourcedId: schoolSid,
      subjects: cls.subjects,
    });
    rows.classes.push({
      sourcedId: cls.token,
      title: cls.name,
      grades,
      courseSourcedId: cls.token,
      classType: 'homeroom',
      schoolSourcedId: schoolSid,
      termSourcedIds: [yearSid],
      subjects: cls.subjects,
    });
    classSid.set(cls.id, cls.token);
  }
  rows.classes.push(
    ...recordsOf('classes')
      .filter((r) => r.recordId === null && schoolSids.has(String(r.data.schoolSourcedId)))
      .map((r) => ({ ...r.data, sourcedId: r.sourcedId })),
  );

  const userSid = new Map<number, string>();
  for (const user of state.users) {
    const org =
      orgById.get(user.organisationId) ??
      (user.organisationId === organisation.id ? organisation : undefined);
    if (!org) continue;
    const record = userRecords.get(user.id);
    const sourcedId = record?.sourcedId ?? user.token;
    userSid.set(user.id, sourcedId);
    rows.users.push({
      ...(record ? record.data : { username: user.email, primaryOrgSourcedId: orgSid(org) }),
      sourcedId,
      enabledUser: user.isActive,
      givenName: user.firstName,
      familyName: user.lastName,
      email: user.email,
    });
  }
  const exported = new Set(userSid.values());
  const roleRecords = recordsOf('roles').filter((r) => exported.has(String(r.data.userSourcedId)));
  rows.roles.push(...roleRecords.map((r) => ({ ...r.data, sourcedId: r.sourcedId })));
  const hasRole = new Set(roleRecords.map((r) => String(r.data.userSourcedId)));
  for (const user of state.users) {
    const sid = userSid.get(user.id);
    const org = orgById.get(user.organisationId) ?? organisation;
    if (!sid || hasRole.has(sid)) continue;
    const role =
      user.userType === 'C'
        ? org.kind === 'district'
          ? 'districtAdministrator'
          : 'siteAdministrator'
        : ROLE_OF[user.userType];
    rows.roles.push({
      sourcedId: user.token,
      userSourcedId: sid,
      roleType: 'primary',
      role,
      orgSourcedId: orgSid(org),
    });
  }

  const enrolRecords = recordsOf('enrollments').filter((r) =>
    exported.has(String(r.data.userSourcedId)),
  );
  rows.enrollments.push(...enrolRecords.map((r) => ({ ...r.data, sourcedId: r.sourcedId })));
  const enrolled = new Set(enrolRecords.map((r) => String(r.data.userSourcedId)));
  const classById = new Map(state.classes.map((c) => [c.id, c]));
  const tokenOf = new Map(state.users.map((u) => [u.id, u.token]));
  const enrol = (userId: number, classId: number, role: string) => {
    const user = userSid.get(userId);
    const cls = classById.get(classId);
    const sid = classSid.get(classId);
    const school = cls ? orgById.get(cls.organisationId) : undefined;
    if (!user || !cls || !sid || !school || enrolled.has(user)) return;
    const token = tokenOf.get(userId) ?? user;
    rows.enrollments.push({
      sourcedId: `${cls.token}.${token}`,
      classSourcedId: sid,
      schoolSourcedId: orgSid(school),
      userSourcedId: user,
      role,
    });
  };
  for (const p of state.placements) enrol(p.studentId, p.classId, 'student');
  for (const t of state.teachings) enrol(t.teacherId, t.classId, 'teacher');
  return rows;
}
