import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { activities, kits } from '../../../db/schema/index.js';
import {
  type VersionedActivity,
  versionedActivityFields,
  versionedActivityOf,
} from '../attempts/content-cache.js';

/**
 * A live activity with its kit and the version of the kit's content, or null: what the review
 * reads of an activity for every call, so that its content can come from the content cache. The
 * statement is prepared once.
 */
export function createVersionedActivityLookup(db: Database) {
  const statement = db
    .select(versionedActivityFields)
    .from(activities)
    .innerJoin(kits, eq(kits.id, activities.kitId))
    .where(and(eq(activities.id, sql.placeholder('activityId')), isNull(activities.retiredAt)))
    .prepare('review_versioned_activity');
  return async (activityId: number): Promise<VersionedActivity | null> => {
    const [row] = await statement.execute({ activityId });
    return row ? versionedActivityOf(row) : null;
  };
}

export type VersionedActivityLookup = ReturnType<typeof createVersionedActivityLookup>;
