import type { UserType } from '@kitlab/contract';
import type { RoleRow, UserRow } from '../bundle/roster-rows.js';
import type { Ref, UserState } from '../roster-state.js';
import type { UserWrite } from './import-writes.js';
import type { PlanLedger } from './plan-ledger.js';
import { type OrgTarget, roleOrgOf } from './plan-orgs.js';
import { unknownOrg } from './plan-terms-courses.js';

/** The OneRoster roles the platform has, as user types; any other role keeps nothing. */
const PLATFORM_ROLES: Record<string, UserType> = {
  student: 'S',
  teacher: 'T',
  districtAdministrator: 'C',
  siteAdministrator: 'C',
};

const TYPE_LABELS: Record<UserType, string> = { S: 'Student', T: 'Teacher', C: 'Administrator' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A users.csv row's email as accounts hold it: trimmed and lower-case ('' when it has none). */
export const rosterEmailOf = (row: Pick<UserRow, 'email'>): string =>
  row.email?.trim().toLowerCase() ?? '';

/** The people of the bundle as later files name them; a refused person's rows add no error. */
export interface People {
  refOf(sourcedId: string): Ref | null;
  /** The school a person belongs to once the bundle is applied. */
  schoolOf(sourcedId: string): Ref | null;
  refused: Set<string>;
}

type RoleFields = Pick<RoleRow, 'userSourcedId' | 'roleType' | 'role' | 'orgSourcedId'>;

/**
 * Maps users.csv and roles.csv: a person's user type and school come from their primary role
 * (students and teachers in a school, administrators in their school or district); people with
 * only roles the platform lacks get no account. Matched by sourcedId (or an account's token),
 * never by email; an email another account holds is an error on the row.
 */
export function planPeople(ledger: PlanLedger, orgs: Map<string, OrgTarget>): People {
  const { state, writes } = ledger;
  const userById = new Map(state.users.map((u) => [u.id, u]));
  const userByToken = new Map(state.users.map((u) => [u.token, u]));
  const emailOwner = new Map(state.emailOwners.map((o) => [o.email, o.userId]));
  const rolesByUser = new Map<string, RoleFields[]>();
  for (const role of ledger.effective('roles').values()) {
    const list = rolesByUser.get(role.userSourcedId) ?? [];
    list.push(role);
    rolesByUser.set(role.userSourcedId, list);
  }
  const matchedOf = (sourcedId: string): UserState | undefined => {
    const known = ledger.record('users', sourcedId)?.recordId;
    return (known != null ? userById.get(known) : undefined) ?? userByToken.get(sourcedId);
  };

  const refs = new Map<string, Ref>();
  const placedAs = new Map<string, { type: UserType; school: Ref }>();
  const emailsSent = new Set<string>();
  const refused = new Set<string>();
  const { rows, ended } = ledger.rowsOf('users');
  for (const row of rows) {
    const matched = matchedOf(row.sourcedId);
    const roles = rolesByUser.get(row.sourcedId) ?? [];
    const role = platformRoleOf(roles);
    if (!role && roles.length > 0) continue; // only roles Kitlab lacks: each row has its warning
    const place = role
      ? placeOf(ledger, orgs, role)
      : matched
        ? { type: matched.userType, school: matched.organisationId }
        : null;
    if (!role && !matched) {
      ledger.error('users', row.line, 'sourcedId', 'This person has no role in roles.csv.');
      refused.add(row.sourcedId);
      continue;
    }
    const email = checkedEmail(ledger, row, matched, { emailOwner, emailsSent });
    if (!place || email === null || !mayWriteAdministrator(ledger, row, matched, place)) {
      refused.add(row.sourcedId); // a role row's error, or the email's
      continue;
    }
    const write = {
      school: place.school,
      userType: place.type,
      email,
      firstName: row.givenName,
      lastName: row.familyName,
      isActive: row.enabledUser,
    };
    const label = `${TYPE_LABELS[place.type]} ${row.givenName} ${row.familyName}`;
    const ref: Ref = matched?.id ?? `users:${row.sourcedId}`;
    const changed = !matched || differs(matched, write);
    if (matched && changed) writes.userUpdates.push({ ...write, id: matched.id });
    if (!matched) writes.newUsers.push({ ...write, key: ref as string });
    refs.set(row.sourcedId, ref);
    placedAs.set(row.sourcedId, place);
    ledger.settle('users', row, label, {
      record: ref,
      user: ref,
      platformChanged: changed,
      inForce: matched !== undefined,
    });
  }
  for (const record of ended) {
    const user = record.recordId != null ? userById.get(record.recordId) : undefined;
    if (user?.isActive)
      writes.userUpdates.push({ ...userWriteOf(user), isActive: false, id: user.id });
    const data = record.data as Partial<UserRow>;
    ledger.deactivateRecord(record, `${data.givenName ?? ''} ${data.familyName ?? ''}`.trim());
  }
  ledger.endRecordsOfPeople(new Set(ended.map((r) => r.sourcedId)));

  const refOf = (sourcedId: string): Ref | null =>
    refs.get(sourcedId) ?? matchedOf(sourcedId)?.id ?? null;
  const schoolOf = (sourcedId: string): Ref | null =>
    placedAs.get(sourcedId)?.school ?? matchedOf(sourcedId)?.organisationId ?? null;
  planRoleRows(ledger, orgs, { refOf, schoolOf, refused, placedAs, matchedOf });
  return { refOf, schoolOf, refused };
}

/**
 * Administrator accounts are set up by the district: a school administrator's bundle may name an
 * administrator already there, unchanged, and nothing more.
 */
function mayWriteAdministrator(
  ledger: PlanLedger,
  row: UserRow,
  matched: UserState | undefined,
  place: { type: UserType; school: Ref },
): boolean {
  if (place.type !== 'C' && matched?.userType !== 'C') return true;
  if (ledger.state.organisation.kind === 'district') return true;
  const same =
    matched !== undefined &&
    !differs(matched, {
      school: place.school,
      userType: place.type,
      email: rosterEmailOf(row),
      firstName: row.givenName,
      lastName: row.familyName,
      isActive: row.enabledUser,
    });
  if (!same) ledger.error('users', row.line, 'sourcedId', ADMINS_BY_DISTRICT);
  return same;
}

const ADMINS_BY_DISTRICT = 'Administrator accounts are managed by the district.';

function platformRoleOf(roles: RoleFields[]): RoleFields | undefined {
  const taken = roles.filter((r) => PLATFORM_ROLES[r.role]);
  return taken.find((r) => r.roleType === 'primary') ?? taken[0];
}

function placeOf(ledger: PlanLedger, orgs: Map<string, OrgTarget>, role: RoleFields) {
  const org = roleOrgOf(ledger, orgs, role.orgSourcedId);
  const type = PLATFORM_ROLES[role.role];
  if (!org || !type) return null;
  if (org.kind === 'district') return type === 'C' ? { type, school: org.id as Ref } : null;
  return { type, school: org.ref };
}

function checkedEmail(
  ledger: PlanLedger,
  row: UserRow,
  matched: UserState | undefined,
  seen: { emailOwner: Map<string, number>; emailsSent: Set<string> },
): string | null {
  const email = rosterEmailOf(row);
  if (!EMAIL.test(email)) {
    ledger.error(
      'users',
      row.line,
      'email',
      'Every person needs a valid email address to sign in.',
    );
    return null;
  }
  const owner = seen.emailOwner.get(email);
  if (seen.emailsSent.has(email) || (owner !== undefined && owner !== matched?.id)) {
    ledger.error('users', row.line, 'email', 'Another account already uses this email.');
    return null;
  }
  seen.emailsSent.add(email);
  return email;
}

function userWriteOf(user: UserState): UserWrite {
  return {
    school: user.organisationId,
    userType: user.userType,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isActive: user.isActive,
  };
}

function differs(user: UserState, write: UserWrite): boolean {
  const now = userWriteOf(user);
  return (Object.keys(now) as (keyof typeof now)[]).some((k) => now[k] !== write[k]);
}

/** Checks and counts roles.csv's rows; what they decide was taken into the people above. */
function planRoleRows(
  ledger: PlanLedger,
  orgs: Map<string, OrgTarget>,
  people: People & {
    placedAs: Map<string, { type: UserType; school: Ref }>;
    matchedOf: (sourcedId: string) => UserState | undefined;
  },
): void {
  const isDistrictAdmin = ledger.state.organisation.kind === 'district';
  const { rows, ended } = ledger.rowsOf('roles');
  for (const row of rows) {
    const type = PLATFORM_ROLES[row.role];
    if (!type) {
      ledger.warning(
        'roles',
        row.line,
        'role',
        `Kitlab has no ${row.role} accounts: nothing of this person is kept.`,
      );
      continue;
    }
    const org = roleOrgOf(ledger, orgs, row.orgSourcedId);
    if (!org) {
      ledger.error('roles', row.line, 'orgSourcedId', unknownOrg(row.orgSourcedId));
      continue;
    }
    if (org.kind === 'district' && type !== 'C') {
      ledger.error('roles', row.line, 'orgSourcedId', 'Students and teachers belong to a school.');
      continue;
    }
    const user = people.refOf(row.userSourcedId);
    const matched = people.matchedOf(row.userSourcedId);
    if (type === 'C' && !isDistrictAdmin && matched?.userType !== 'C') {
      ledger.error('roles', row.line, 'role', ADMINS_BY_DISTRICT);
      continue;
    }
    if (user === null) {
      if (people.refused.has(row.userSourcedId)) continue;
      ledger.unknown('roles', row.line, 'userSourcedId', 'person', row.userSourcedId);
      continue;
    }
    const place = people.placedAs.get(row.userSourcedId);
    const school = org.kind === 'district' ? org.id : org.ref;
    const inForce =
      matched !== undefined && matched.userType === type && matched.organisationId === school;
    ledger.settle('roles', row, `${row.role} of ${row.userSourcedId}`, {
      record: null,
      user,
      platformChanged: false,
      inForce:
        inForce || (place?.type === type && place.school === school && matched !== undefined),
    });
  }
  for (const r of ended) ledger.deactivateRecord(r, `Role ${r.sourcedId}`);
}
