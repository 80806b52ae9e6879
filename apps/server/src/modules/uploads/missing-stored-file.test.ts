import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { activities, core } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { uploadsRoot } from '../../lib/storage/local-disk-store.js';
import { useActivityTest } from '../../test/activity-world.js';
import { callerOn } from '../../test/api-caller.js';
import { downloadThroughApi, uploadThroughApi } from '../../test/uploads.js';

// What a process sees of an upload another process took into a DATA_DIR it does not share.
const { t, w, data, as, tokenOf } = useActivityTest();

/** A student's photo the database records as uploaded, whose stored file is gone. */
async function photoWithoutItsFile() {
  const student = await w.freshStudent();
  const token = await tokenOf(student);
  const { key, put } = await uploadThroughApi(t, token, 'image/jpeg');
  expect(put.status).toBe(201);
  await rm(join(uploadsRoot(data.dir), key.slice(0, 2), key));
  return { student, token, key };
}

const missing = {
  code: 'stored_file_missing',
  detail: expect.stringMatching(/stored file of this upload is missing/),
};

describe('an upload whose stored file is missing', () => {
  it('answers its download 409 stored_file_missing, not "No such file."', async () => {
    const { token, key } = await photoWithoutItsFile();
    const link = await callerOn(t.app, token).call(core.generatePresignedUrl, {
      body: { operation: 'download', key },
    });
    const answer = await downloadThroughApi(t, link.url);
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.text)).toEqual(missing);
  });

  it('is refused 409 stored_file_missing when attached to work, not as a file of the wrong type', async () => {
    const { student, key } = await photoWithoutItsFile();
    const answer = await as(student).send(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: w.quest.steps[0]?.id ?? 0,
        text: 'It buzzes when pressed.',
        keys: [key],
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.error).toEqual(missing);
  });
});
