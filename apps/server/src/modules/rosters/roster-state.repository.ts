import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import {
  classes,
  grades,
  organisations,
  rosterRecords,
  studentClasses,
  subjects,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { intArray, textArray } from '../../lib/sql-arrays.js';
import type { OrgState, RecordState, RosterState } from './roster-state.js';

/** Runs queries one after the other, answering their results in order. */
async function inTurn<T extends readonly (() => Promise<unknown>)[]>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as { [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

/**
 * Reads what an import is planned against, one statement per table: the administrator's
 * organisation and its schools, the roster records imported into it, and the people, classes,
 * teachings and placements of those schools; `emails` finds accounts anywhere holding them.
 */
export async function loadRosterState(
  db: Database,
  admin: { id: number; organisationId: number },
  emails: readonly string[],
): Promise<RosterState> {
  const orgRows = await rowsOf<OrgState & { parent_id: number | null }>(
    db,
    sql`select id, token, name, kind, parent_id from ${organisations}
      where id = ${admin.organisationId} or parent_id = ${admin.organisationId} order by id`,
  );
  const orgs = orgRows.map(({ parent_id, ...o }) => ({ ...o, parentId: parent_id }));
  const organisation = orgs.find((o) => o.id === admin.organisationId);
  if (!organisation) throw new Error('the administrator has no organisation');
  const schools = orgs.filter((o) => o.kind === 'school');
  const schoolIds = intArray(schools.map((s) => s.id));
  const peopleOrgIds = intArray([...schools.map((s) => s.id), organisation.id]);
  // One after the other: in a transaction they share one connection.
  const [records, people, classRows, teachings, placements, gradeRows, subjectRows, owners] =
    await inTurn([
      () =>
        rowsOf<RecordState & { record_id: number | null; sourced_id: string }>(
          db,
          sql`select file, sourced_id, record_id, data, active from ${rosterRecords}
          where organisation_id = ${organisation.id}`,
        ),
      () =>
        rowsOf<RosterState['users'][number]>(
          db,
          sql`select id, token, organisation_id as "organisationId", user_type as "userType", email,
            first_name as "firstName", last_name as "lastName", is_active as "isActive"
          from ${users} where organisation_id = any(${peopleOrgIds})`,
        ),
      () =>
        rowsOf<RosterState['classes'][number]>(
          db,
          sql`select c.id, c.token, c.organisation_id as "organisationId", g.number as "gradeNumber",
            c.name from ${classes} c join ${grades} g on g.id = c.grade_id
          where c.organisation_id = any(${schoolIds})`,
        ),
      () =>
        rowsOf<RosterState['teachings'][number]>(
          db,
          sql`select teacher_id as "teacherId", class_id as "classId", subject_id as "subjectId"
          from ${teacherClasses} where organisation_id = any(${schoolIds})`,
        ),
      () =>
        rowsOf<RosterState['placements'][number]>(
          db,
          sql`select student_id as "studentId", class_id as "classId" from ${studentClasses}
          where organisation_id = any(${schoolIds})`,
        ),
      () => rowsOf<{ id: number; number: number }>(db, sql`select id, number from ${grades}`),
      () => rowsOf<{ id: number; name: string }>(db, sql`select id, name from ${subjects}`),
      // An export asks for no emails: no statement then.
      async () =>
        emails.length === 0
          ? []
          : rowsOf<{ email: string; userId: number }>(
              db,
              sql`select email, id as "userId" from ${users} where email = any(${textArray(emails)})`,
            ),
    ] as const);
  return {
    adminId: admin.id,
    organisation,
    schools,
    records: records.map((r) => ({
      file: r.file,
      sourcedId: r.sourced_id,
      recordId: r.record_id,
      data: r.data,
      active: r.active,
    })),
    users: people,
    classes: classRows.map((c) => ({ ...c, gradeNumber: Number(c.gradeNumber) })),
    teachings,
    placements,
    grades: gradeRows.map((g) => ({ id: g.id, number: Number(g.number) })),
    subjects: subjectRows,
    emailOwners: owners,
  };
}
