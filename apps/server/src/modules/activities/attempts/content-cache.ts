import { activities, kits } from '../../../db/schema/index.js';
import { VersionedCache } from '../../../lib/versioned-cache.js';
import { type ContentRepository, kitVersionOf } from '../../kits/index.js';
import { sheetContentOf } from './attempt-access.js';
import type { ActivityInKit } from './reach.repository.js';
import type { SheetContent } from './sheet.presenter.js';

/** A live activity with its kit, and the version of the kit's content read with it. */
export interface VersionedActivity extends ActivityInKit {
  kitVersion: string;
}

/** The columns of a live activity with its kit and the kit's version, as queries select them. */
export const versionedActivityFields = {
  activity: activities,
  kitToken: kits.token,
  kitTitle: kits.title,
  sourceHash: kits.sourceHash,
  kitUpdatedAt: kits.updatedAt,
};

/** The activity of a row read with `versionedActivityFields`, with its kit's version. */
export function versionedActivityOf(row: {
  activity: ActivityInKit['activity'];
  kitToken: string;
  kitTitle: string;
  sourceHash: string;
  kitUpdatedAt: Date;
}): VersionedActivity {
  const { activity, kitToken, kitTitle, sourceHash, kitUpdatedAt: updatedAt } = row;
  return { activity, kitToken, kitTitle, kitVersion: kitVersionOf({ sourceHash, updatedAt }) };
}

type FixedParts = Pick<SheetContent, 'details' | 'options' | 'media'>;

/** How many activities' content a process keeps; the one kept longest goes first. */
const CAPACITY = 2000;

/**
 * An activity's questions, steps, options and its kit's media, read once per version of its kit
 * and kept for the app's life. Each request still reads the activity with its kit's version and
 * takes kept content only of that version, so a re-import in this process or another is never
 * served stale.
 */
export function createContentCache(content: ContentRepository) {
  const kept = new VersionedCache<number, FixedParts>(CAPACITY);
  const keptActivities = new VersionedCache<number, ActivityInKit>(CAPACITY);

  function partsOf(found: VersionedActivity): Promise<FixedParts> {
    return kept.get(found.activity.id, found.kitVersion, () =>
      sheetContentOf(content, found).then(({ details, options, media }) =>
        Object.freeze({
          details: Object.freeze(details) as SheetContent['details'],
          options: Object.freeze(options) as SheetContent['options'],
          media: Object.freeze(media) as SheetContent['media'],
        }),
      ),
    );
  }

  return {
    /**
     * A live activity's row with its kit's token and title as stored at `kitVersion` (an import
     * writes them with the version), read by `read` when not kept for that version.
     */
    activityOf(
      activityId: number,
      kitVersion: string,
      read: () => Promise<ActivityInKit>,
    ): Promise<ActivityInKit> {
      return keptActivities.get(activityId, kitVersion, () =>
        read().then(({ activity, kitToken, kitTitle }) =>
          Object.freeze({ activity: Object.freeze(activity), kitToken, kitTitle }),
        ),
      );
    },

    /** The activity's content as stored at the version read with it. */
    async contentOf(found: VersionedActivity): Promise<SheetContent> {
      const { activity, kitToken, kitTitle } = found;
      return { activity, kitToken, kitTitle, ...(await partsOf(found)) };
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
