import type { Database } from '../../db/client.js';
import { createUploadsRepository } from './uploads.repository.js';

/** What the app and other modules use of uploads; the sweep of unattached ones, which the app's wiring schedules. */

export { scheduleUnattachedUploadSweep } from './unattached-uploads.job.js';
export { heldByNoWork, ownedUploads, type UploadedFileRow } from './uploads.repository.js';
export { registerUploadsRoutes } from './uploads.routes.js';

/**
 * Deletes the rows of these uploads that no work or message holds; answers the keys of the files
 * to remove from storage.
 */
export function deleteUnattachedUploads(db: Database, ids: number[]): Promise<string[]> {
  return createUploadsRepository(db).deleteUnattached(ids);
}
export {
  eraseUploadsStudentData,
  exportUploadsStudentData,
  studentUploadFiles,
} from './student-data.js';
