import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { staffReads, users } from '../../db/schema/index.js';

/** Which entries an administrator asked for: their schools (or one), optionally one student. */
export interface StaffReadsFilter {
  schoolIds: readonly number[];
  studentId: number | null;
}

export interface StaffReadRow {
  readAt: Date;
  record: 'answers' | 'uploads' | 'messages' | 'report';
  detail: string;
  staff: PersonRow | null;
  student: PersonRow | null;
}

interface PersonRow {
  token: string;
  firstName: string;
  lastName: string;
}

const staff = alias(users, 'staff');
const student = alias(users, 'student');

const staffPerson = { token: staff.token, firstName: staff.firstName, lastName: staff.lastName };
const studentPerson = {
  token: student.token,
  firstName: student.firstName,
  lastName: student.lastName,
};

function whereOf(filter: StaffReadsFilter): SQL | undefined {
  return and(
    inArray(staffReads.organisationId, [...filter.schoolIds]),
    filter.studentId === null ? undefined : eq(staffReads.studentId, filter.studentId),
  );
}

/** The record of staff reads, as administrators read it (the writing is `recordStaffRead`). */
export function createStaffReadsRepository(db: Database) {
  const countOf = async (filter: StaffReadsFilter) => db.$count(staffReads, whereOf(filter));

  return {
    /** A student of one of these schools, by token. */
    async studentIn(schoolIds: readonly number[], token: string) {
      const [found] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.token, token),
            eq(users.userType, 'S'),
            inArray(users.organisationId, [...schoolIds]),
          ),
        );
      return found ?? null;
    },

    /** Newest first; `page` of `limit` rows and the count of all that match, in one statement. */
    async list(
      filter: StaffReadsFilter,
      page: { limit: number; offset: number } | null,
    ): Promise<{ rows: StaffReadRow[]; count: number }> {
      if (filter.schoolIds.length === 0) return { rows: [], count: 0 };
      const query = db
        .select({
          readAt: staffReads.readAt,
          record: staffReads.record,
          detail: staffReads.detail,
          staff: staffPerson,
          student: studentPerson,
          count: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(staffReads)
        .leftJoin(staff, eq(staff.id, staffReads.staffId))
        .leftJoin(student, eq(student.id, staffReads.studentId))
        .where(whereOf(filter))
        .orderBy(desc(staffReads.readAt), desc(staffReads.id));
      const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
      const [first] = rows;
      // A page past the last has no row to carry the count: only then is it read apart.
      const count = first ? first.count : page?.offset ? await countOf(filter) : 0;
      return { rows: rows.map(({ count: _count, ...row }) => row), count };
    },
  };
}

export type StaffReadsRepository = ReturnType<typeof createStaffReadsRepository>;
