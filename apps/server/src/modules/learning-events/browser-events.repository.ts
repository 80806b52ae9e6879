import { and, eq, isNull, not } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lessons, topics, users } from '../../db/schema/index.js';

export type StudiedContent = 'kit' | 'topic' | 'lesson';

/** What the browser's events refer to. */
export function createBrowserEventsRepository(db: Database) {
  return {
    /** The kit a topic or lesson belongs to; null when there is no such live one. */
    async kitOfPart(part: 'topic' | 'lesson', id: number) {
      const table = part === 'topic' ? topics : lessons;
      const [row] = await db
        .select({ kitId: table.kitId })
        .from(table)
        .where(and(eq(table.id, id), isNull(table.retiredAt)));
      return row?.kitId ?? null;
    },

    /** Marks the user enrolled in the companion; false when they already were. */
    async enroll(userId: number): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ isCompanionEnrolled: true })
        .where(and(eq(users.id, userId), not(users.isCompanionEnrolled)))
        .returning({ id: users.id });
      return changed.length > 0;
    },
  };
}
