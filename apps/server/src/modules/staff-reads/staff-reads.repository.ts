import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
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

const NEWEST_FIRST = [desc(staffReads.readAt), desc(staffReads.id)];

function whereOf(filter: StaffReadsFilter): SQL | undefined {
  return and(
    inArray(staffReads.organisationId, [...filter.schoolIds]),
    filter.studentId === null ? undefined : eq(staffReads.studentId, filter.studentId),
  );
}

/** The record of staff reads, as administrators read it (the writing is `recordStaffRead`). */
export function createStaffReadsRepository(db: Database) {
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

    /**
     * Newest first; `page` of `limit` rows and the count of all that match, in a statement of its
     * own. The page is chosen from the reads alone and only its rows meet their people: counted
     * beside the page (`count(*) over ()`), every match was joined and sorted to show twenty,
     * 800 ms a page at 50,000 reads.
     */
    async list(
      filter: StaffReadsFilter,
      page: { limit: number; offset: number } | null,
    ): Promise<{ rows: StaffReadRow[]; count: number }> {
      if (filter.schoolIds.length === 0) return { rows: [], count: 0 };
      const newest = (where: SQL | undefined) =>
        db
          .select({
            readAt: staffReads.readAt,
            record: staffReads.record,
            detail: staffReads.detail,
            staff: staffPerson,
            student: studentPerson,
          })
          .from(staffReads)
          .leftJoin(staff, eq(staff.id, staffReads.staffId))
          .leftJoin(student, eq(student.id, staffReads.studentId))
          .where(where)
          .orderBy(...NEWEST_FIRST);
      if (!page) {
        const rows = await newest(whereOf(filter));
        return { rows, count: rows.length };
      }
      const pageIds = db
        .select({ id: staffReads.id })
        .from(staffReads)
        .where(whereOf(filter))
        .orderBy(...NEWEST_FIRST)
        .limit(page.limit)
        .offset(page.offset);
      const rows = await newest(inArray(staffReads.id, pageIds));
      // A short first page holds every match: no count to ask for.
      const whole = page.offset === 0 && rows.length < page.limit;
      const count = whole ? rows.length : await db.$count(staffReads, whereOf(filter));
      return { rows, count };
    },
  };
}

export type StaffReadsRepository = ReturnType<typeof createStaffReadsRepository>;
