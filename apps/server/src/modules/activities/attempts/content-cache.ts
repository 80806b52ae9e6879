import type { kits } from '../../../db/schema/index.js';
import type { ContentRepository } from '../../kits/index.js';
import { sheetContentOf } from './attempt-access.js';
import type { ActivityInKit } from './reach.repository.js';
import type { SheetContent } from './sheet.presenter.js';

/** A live activity with its kit, and the version of the kit's content read with it. */
export interface VersionedActivity extends ActivityInKit {
  kitVersion: string;
}

/**
 * The version of a kit's content: an import that changes the content writes the kit's new source
 * hash and time of update in the same transaction, so content read after a version is at least
 * that new.
 */
export const kitVersionOf = (kit: Pick<typeof kits.$inferSelect, 'sourceHash' | 'updatedAt'>) =>
  `${kit.sourceHash}@${kit.updatedAt.getTime()}`;

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
  const kept = new Map<number, { version: string; parts: Promise<FixedParts> }>();

  function keep(activityId: number, version: string, parts: Promise<FixedParts>) {
    kept.delete(activityId);
    kept.set(activityId, { version, parts });
    if (kept.size > CAPACITY) kept.delete(kept.keys().next().value as number);
    // A failed read is not kept: the next request reads again.
    parts.catch(() => {
      if (kept.get(activityId)?.parts === parts) kept.delete(activityId);
    });
  }

  function partsOf(found: VersionedActivity): Promise<FixedParts> {
    const id = found.activity.id;
    const held = kept.get(id);
    if (held?.version === found.kitVersion) return held.parts;
    const parts = sheetContentOf(content, found).then(({ details, options, media }) =>
      Object.freeze({
        details: Object.freeze(details) as SheetContent['details'],
        options: Object.freeze(options) as SheetContent['options'],
        media: Object.freeze(media) as SheetContent['media'],
      }),
    );
    keep(id, found.kitVersion, parts);
    return parts;
  }

  return {
    /** The activity's content as stored at the version read with it. */
    async contentOf(found: VersionedActivity): Promise<SheetContent> {
      const { activity, kitToken, kitTitle } = found;
      return { activity, kitToken, kitTitle, ...(await partsOf(found)) };
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
