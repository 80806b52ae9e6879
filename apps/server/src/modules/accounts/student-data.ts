import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsWritten } from '../../db/rows-written.js';
import {
  authTokens,
  classes,
  organisations,
  passwordResetCodes,
  passwordResetKeys,
  privacyAcceptances,
  privacyPolicies,
  studentClasses,
  users,
} from '../../db/schema/index.js';

/** A student's account for the export of their data: profile, school, class, privacy notices. */
export async function exportAccountsStudentData(db: Database, studentId: number) {
  const profile = await db
    .select({
      user_token: users.token,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      school: organisations.name,
      class: classes.name,
      preferred_language: users.preferredLanguage,
      is_active: users.isActive,
      notification_preferences: users.notificationPreferences,
      created_at: users.createdAt,
      deactivated_at: users.deactivatedAt,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(studentClasses, eq(studentClasses.studentId, users.id))
    .leftJoin(classes, eq(classes.id, studentClasses.classId))
    .where(eq(users.id, studentId));
  const privacy_notices_accepted = await db
    .select({ version: privacyPolicies.version, accepted_at: privacyAcceptances.acceptedAt })
    .from(privacyAcceptances)
    .innerJoin(privacyPolicies, eq(privacyPolicies.id, privacyAcceptances.policyId))
    .where(eq(privacyAcceptances.userId, studentId));
  return { profile, privacy_notices_accepted };
}

/**
 * Removes what the account holds besides its row: sign-in tokens (so the student is signed out
 * everywhere), recovery codes and keys, privacy acceptances and the class placement.
 */
export function eraseAccountsStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${authTokens} where ${authTokens.userId} = ${studentId} returning 1`,
    sql`delete from ${passwordResetCodes} where ${passwordResetCodes.userId} = ${studentId} returning 1`,
    sql`delete from ${passwordResetKeys} where ${passwordResetKeys.userId} = ${studentId} returning 1`,
    sql`delete from ${privacyAcceptances} where ${privacyAcceptances.userId} = ${studentId} returning 1`,
    sql`delete from ${studentClasses} where ${studentClasses.studentId} = ${studentId} returning 1`,
  ]);
}

/** Deletes a student's users row, last: whatever still names them cascades or loses them. */
export async function deleteStudentAccount(tx: Database, studentId: number): Promise<number> {
  const removed = await tx
    .delete(users)
    .where(and(eq(users.id, studentId), eq(users.userType, 'S')))
    .returning({ id: users.id });
  return removed.length;
}
