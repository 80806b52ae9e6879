import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';

/** A student as the reports' statements read them. */
export interface ReportStudentRow {
  id: number;
  token: string;
  firstName: string;
  lastName: string;
}

/** A student as the reports' statements write them: a JSON object of a row with `users` joined. */
export const reportStudentJson = sql<ReportStudentRow>`json_build_object('id', ${users.id}, 'token', ${users.token}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName})`;
