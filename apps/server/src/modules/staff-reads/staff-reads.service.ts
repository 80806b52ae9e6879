import type { studentRecords } from '@kitlab/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pageResult } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import { presentStaffRead } from './staff-reads.presenter.js';
import type { StaffReadsFilter, StaffReadsRepository } from './staff-reads.repository.js';

type Filters = Pick<
  z.output<typeof studentRecords.staffReadsQuery>,
  'school_token' | 'student_token'
>;
type Query = z.output<typeof studentRecords.staffReadsQuery>;

/** Administrators read the record of staff reads of the schools they manage. */
export function createStaffReadsService(deps: { db: Database; repo: StaffReadsRepository }) {
  const { db, repo } = deps;

  /** The administrator's schools, narrowed as asked: another school or its student is 404. */
  async function filterOf(user: AuthUser, filters: Filters): Promise<StaffReadsFilter> {
    const schools = await schoolsVisibleTo(db, user);
    let schoolIds = schools.map((school) => school.id);
    if (filters.school_token !== undefined) {
      const school = schools.find((s) => s.token === filters.school_token);
      if (!school) throw notFound('No such school.');
      schoolIds = [school.id];
    }
    if (filters.student_token === undefined) return { schoolIds, studentId: null };
    const student = await repo.studentIn(schoolIds, filters.student_token);
    if (!student) throw notFound('No such student.');
    return { schoolIds, studentId: student.id };
  }

  return {
    async list(user: AuthUser, query: Query) {
      const filter = await filterOf(user, query);
      const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
      const { rows, count } = await repo.list(filter, page);
      return pageResult(rows.map(presentStaffRead), count, query.page, query.per_page);
    },

    /** Every entry that matches, for the file. */
    async all(user: AuthUser, filters: Filters) {
      const { rows } = await repo.list(await filterOf(user, filters), null);
      return rows;
    },
  };
}
