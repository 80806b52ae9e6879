import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { activities } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.js';
import { createLocalFileStore, uploadsRoot } from '../../lib/storage/local-disk-store.js';
import { createSigningSecret } from '../../lib/storage/url-signing.js';
import { useActivityTest } from '../../test/activity-world.js';
import { uploadThroughApi } from '../../test/uploads.js';
import { removeUnattachedUploads, UNATTACHED_UPLOAD_HOURS } from './unattached-uploads.js';
import { createUploadsRepository } from './uploads.repository.js';

const { t, w, as, tokenOf, data } = useActivityTest();

const onDisk = (key: string) =>
  access(join(uploadsRoot(data.dir), key.slice(0, 2), key)).then(
    () => true,
    () => false,
  );
const rowOf = async (key: string) =>
  (await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key)))[0];

describe('removing uploads no work holds', () => {
  it('removes day-old uploads no worksheet page or step holds, and keeps the rest', async () => {
    const student = await w.freshStudent();
    const token = await tokenOf(student);
    const upload = async () => (await uploadThroughApi(t, token, 'image/jpeg')).key;
    const [abandoned, onPaper, kept, takenBack] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    const page = await as(student).send(activities.addWorksheetPage, {
      body: {
        activity_id: w.worksheet.activity.id,
        key: onPaper,
      },
    });
    expect(page.status).toBe(201);
    const respond = (keys: string[]) =>
      as(student).send(activities.saveStepResponse, {
        body: {
          activity_id: w.quest.activity.id,
          activity_detail_id: w.quest.steps[0]?.id,
          keys,
        },
      });
    expect((await respond([kept, takenBack])).status).toBe(200);

    const sweep = () =>
      removeUnattachedUploads({
        repo: createUploadsRepository(t.db),
        files: createLocalFileStore(uploadsRoot(data.dir), createSigningSecret(t.db)),
        clock: t.clock,
      });
    // Within the day nothing goes, not even the upload nobody attached.
    t.clock.advance((UNATTACHED_UPLOAD_HOURS - 1) * 3_600_000);
    expect(await sweep()).toBe(0);
    expect(await onDisk(abandoned)).toBe(true);

    // The student takes one photo back from the step; it waits for the next sweep.
    expect((await respond([kept])).status).toBe(200);
    const lateUpload = await upload();

    t.clock.advance(2 * 3_600_000);
    // Two processes sweeping at the same moment remove each upload once between them.
    const removed = await Promise.all([sweep(), sweep()]);
    expect(removed[0] + removed[1]).toBe(2);
    for (const key of [abandoned, takenBack]) {
      expect(await rowOf(key)).toBeUndefined();
      expect(await onDisk(key)).toBe(false);
    }
    for (const key of [onPaper, kept, lateUpload]) {
      expect(await rowOf(key)).toBeDefined();
      expect(await onDisk(key)).toBe(true);
    }
  });
});
