import { and, eq, not } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Marks the user enrolled in the learning companion; false when they already were. */
export async function enrollInCompanion(tx: Database, userId: number): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ isCompanionEnrolled: true })
    .where(and(eq(users.id, userId), not(users.isCompanionEnrolled)))
    .returning({ id: users.id });
  return changed.length > 0;
}
