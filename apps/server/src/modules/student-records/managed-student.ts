import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import { mayManageStudentData } from './student-records.policy.js';

/** The student a token names, when the administrator manages their school; 404 otherwise. */
export async function managedStudent(db: Database, admin: AuthUser, userToken: string) {
  const [target] = await db
    .select({ id: users.id, userType: users.userType, organisationId: users.organisationId })
    .from(users)
    .where(eq(users.token, userToken));
  const schoolIds = (await schoolsVisibleTo(db, admin)).map((school) => school.id);
  if (!target || !mayManageStudentData(schoolIds, target)) throw notFound('No such student.');
  return target;
}
