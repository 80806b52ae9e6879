import { reports } from '@kitlab/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonListOf } from '../../../db/json-lists.js';
import { preparedSql } from '../../../db/prepared.js';
import {
  classes,
  organisations,
  studentClasses,
  teacherClasses,
  users,
} from '../../../db/schema/index.js';
import { activeStudents, byStudentName } from '../../classes/index.js';

/** What a search hit is made from: its name, its school and, for a student, their class. */
export interface FoundRow {
  name: string;
  schoolToken: string;
  schoolName: string;
  gradeId: number | null;
  classId: number | null;
  className: string | null;
  teacherToken: string | null;
}

interface Found {
  classes: FoundRow[];
  teachers: FoundRow[];
  students: FoundRow[];
}

const inSchools = (column: SQL | typeof classes.organisationId) =>
  sql`${column} = any(${sql.placeholder('schoolIds')}::int[])`;
/** The name holds the key, whatever the case (no pattern: `%` and `_` are letters here). */
const holds = (name: SQL) => sql`strpos(lower(${name}), lower(${sql.placeholder('key')})) > 0`;
const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

const row = (fields: Record<keyof FoundRow, SQL | unknown>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/**
 * Classes, teachers (who teach something: the filter offers no one else) and active students of
 * the schools whose name holds the key, at most the search's maximum of each, in one statement.
 */
const searchStatement = preparedSql<Found>('admin_report_search', (db) => {
  const school = { schoolToken: organisations.token, schoolName: organisations.name };
  const foundClasses = db
    .select({
      row: row({
        name: classes.name,
        ...school,
        gradeId: classes.gradeId,
        classId: classes.id,
        className: classes.name,
        teacherToken: sql`null`,
      }),
    })
    .from(classes)
    .innerJoin(organisations, eq(organisations.id, classes.organisationId))
    .where(and(inSchools(classes.organisationId), holds(sql`${classes.name}`)))
    .orderBy(asc(classes.name), asc(organisations.name))
    .limit(reports.ADMIN_REPORT_SEARCH_MAX);
  const teaches = sql`exists (select 1 from ${teacherClasses} where ${teacherClasses.teacherId} = ${users.id})`;
  const foundTeachers = db
    .select({
      row: row({
        name: fullName,
        ...school,
        gradeId: sql`null`,
        classId: sql`null`,
        className: sql`null`,
        teacherToken: users.token,
      }),
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(
        inSchools(sql`${users.organisationId}`),
        eq(users.userType, 'T'),
        eq(users.isActive, true),
        teaches,
        holds(fullName),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(reports.ADMIN_REPORT_SEARCH_MAX);
  const foundStudents = activeStudents(db, {
    row: row({
      name: fullName,
      ...school,
      gradeId: classes.gradeId,
      classId: classes.id,
      className: classes.name,
      teacherToken: sql`null`,
    }),
  })
    .innerJoin(classes, eq(classes.id, studentClasses.classId))
    .innerJoin(organisations, eq(organisations.id, classes.organisationId))
    .where(and(inSchools(classes.organisationId), holds(fullName)))
    .orderBy(...byStudentName)
    .limit(reports.ADMIN_REPORT_SEARCH_MAX);
  return sql`select ${jsonListOf(foundClasses)} as classes, ${jsonListOf(foundTeachers)} as teachers,
    ${jsonListOf(foundStudents)} as students`;
});

/** The report's search among the schools an administrator manages. */
export function createAdminSearchRepository(db: Database) {
  return {
    async search(schoolIds: number[], key: string): Promise<Found> {
      const [found] = await searchStatement(db, { schoolIds, key });
      return found ?? { classes: [], teachers: [], students: [] };
    },
  };
}

export type AdminSearchRepository = ReturnType<typeof createAdminSearchRepository>;
