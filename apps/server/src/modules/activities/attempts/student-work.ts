import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { FileStore } from '../../../lib/storage/file-store.js';
import type { AttachedFiles } from './attached-files.js';
import type { AttemptAccess } from './attempt-access.js';
import type { AttemptsRepository } from './attempts.repository.js';
import type { ContentCache } from './content-cache.js';
import type { StartSceneReader } from './start-scene.repository.js';

/** What the services a student works through (player, quests, worksheets, retries) are built from. */
export interface StudentWorkDeps {
  db: Database;
  access: AttemptAccess;
  attempts: AttemptsRepository;
  attached: AttachedFiles;
  files: FileStore;
  clock: Clock;
  /** What is fixed per version of a kit, kept per app. */
  cache: ContentCache;
  /** What starting an activity reads, one prepared statement per app. */
  startScenes: StartSceneReader;
}
