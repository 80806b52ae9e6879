import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { removeUnattachedUploads } from './unattached-uploads.js';
import { createUploadsRepository } from './uploads.repository.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the sweep of unattached uploads every hour while the server runs. Several instances may
 * sweep at once: each deletes only rows still unattached, so they never remove a file twice or
 * one in use.
 */
export function scheduleUnattachedUploadSweep(ctx: AppContext): void {
  const deps = { repo: createUploadsRepository(ctx.db), files: ctx.files, clock: ctx.clock };
  runInBackground(ctx.app, {
    name: 'removing unattached uploads',
    everyMs: SWEEP_EVERY_MS,
    run: () => removeUnattachedUploads(deps),
  });
}
