import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lessons, topics } from '../../db/schema/index.js';

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
  };
}
