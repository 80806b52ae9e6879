import type { Database } from '../../db/client.js';
import { memberBadges } from '../../db/schema/index.js';

export type BadgeGrant = typeof memberBadges.$inferInsert;
export type GrantedBadge = typeof memberBadges.$inferSelect;

/**
 * Gives badges inside the caller's transaction and answers the ones that are new: a student
 * holds each badge once, so a grant of a badge already held is skipped.
 */
export async function grantBadges(
  tx: Database,
  grants: readonly BadgeGrant[],
): Promise<GrantedBadge[]> {
  if (grants.length === 0) return [];
  return tx
    .insert(memberBadges)
    .values([...grants])
    .onConflictDoNothing({ target: [memberBadges.studentId, memberBadges.badgeCode] })
    .returning();
}
