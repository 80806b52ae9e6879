import type { Clock } from '../../lib/clock.js';
import type { FileStore } from '../../lib/storage/file-store.js';
import type { UploadsRepository } from './uploads.repository.js';

/**
 * How long an upload may wait to be attached to a step or a worksheet. Long past any upload
 * address's expiry and a lesson's length; a file removed from a step goes the same way.
 */
export const UNATTACHED_UPLOAD_HOURS = 24;
const BATCH = 200;

/**
 * Removes uploads that no step response or worksheet page holds once they are a day old:
 * photos a student took and never saved, or took back. Children's pictures are not kept
 * without a reason. Answers how many went.
 */
export async function removeUnattachedUploads(deps: {
  repo: UploadsRepository;
  files: FileStore;
  clock: Clock;
}): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - UNATTACHED_UPLOAD_HOURS * 3_600_000);
  let removed = 0;
  for (;;) {
    const ids = await deps.repo.unattachedBefore(cutoff, BATCH);
    const keys = await deps.repo.deleteUnattached(ids);
    await Promise.all(keys.map((key) => deps.files.remove(key)));
    removed += keys.length;
    if (ids.length < BATCH) return removed;
  }
}
