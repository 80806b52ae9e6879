import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CallBody, core } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsRoot } from '../../lib/storage/local-disk-store.js';
import { callerOn } from '../../test/api-caller.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import type { TestApp } from '../../test/test-app.js';
import {
  createTestAppWithData,
  downloadThroughApi,
  fileBytes,
  putThroughApi,
  uploadThroughApi,
} from '../../test/uploads.js';

let t: TestApp;
let dataDir: string;
let close: () => Promise<void>;
let w: SchoolWorld;
let student: string;
let otherStudent: string;
beforeAll(async () => {
  ({ t, dataDir, close } = await createTestAppWithData());
  w = await buildSchoolWorld(t);
  student = await t.signIn(w.student.email);
  otherStudent = await t.signIn(w.sisterStudent.email);
});
afterAll(() => close());

const presign = (token: string, body: CallBody<typeof core.generatePresignedUrl>) =>
  callerOn(t.app, token).send(core.generatePresignedUrl, { body });

describe('POST /api/v2/core/generate-presigned-url/ and the presigned address', () => {
  it('signs an upload address under a random key, takes the bytes and serves them back', async () => {
    const bytes = fileBytes('image/png', 2048);
    const { key, url, put } = await uploadThroughApi(t, student, 'image/png', bytes);
    expect(key).toMatch(core.UPLOAD_KEY_PATTERN);
    expect(url).not.toContain(w.student.email);
    expect(url).not.toContain(w.student.lastName);
    expect(put.status).toBe(201);
    expect(put.data).toEqual({ key, content_type: 'image/png', bytes: 2048 });
    const onDisk = await readFile(join(uploadsRoot(dataDir), key.slice(0, 2), key));
    expect(onDisk.equals(bytes)).toBe(true);

    const download = await callerOn(t.app, student).call(core.generatePresignedUrl, {
      body: { operation: 'download', key },
    });
    expect(download).toMatchObject({ operation: 'download', method: 'GET', key });
    const got = await downloadThroughApi(t, download.url);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(got.data ?? []).equals(bytes)).toBe(true);
  });

  it('answers the same by GET with operation, key and content_type in the query', async () => {
    const response = await callerOn(t.app, student).call(core.generatePresignedUrlGet, {
      query: { content_type: 'application/pdf', key: 'my-homework.pdf' },
    });
    expect(response).toMatchObject({ operation: 'upload', method: 'PUT' });
    expect(response.key).toMatch(/^[0-9a-f]{32}\.pdf$/);
  });

  it('refuses a file whose bytes are not what its name and type say', async () => {
    const text = Buffer.from('just some text pretending to be a picture');
    const { put } = await uploadThroughApi(t, student, 'image/png', text);
    expect(put.status).toBe(415);
    expect(put.error?.code).toBe('unsupported_file_type');
    const jpegAsPng = await uploadThroughApi(t, student, 'image/png', fileBytes('image/jpeg'));
    expect(jpegAsPng.put.status).toBe(415);
    const webp = await uploadThroughApi(t, student, 'image/webp');
    expect(webp.put.status).toBe(201);
  });

  it('refuses a file over 10 MB', async () => {
    const big = fileBytes('image/jpeg', core.MAX_UPLOAD_BYTES + 1);
    const { put } = await uploadThroughApi(t, student, 'image/jpeg', big);
    expect(put.status).toBe(413);
    expect(put.error).toMatchObject({
      code: 'file_too_large',
      detail: 'Files can be at most 10 MB.',
    });
    const exact = await uploadThroughApi(
      t,
      student,
      'image/jpeg',
      fileBytes('image/jpeg', core.MAX_UPLOAD_BYTES),
    );
    expect(exact.put.status).toBe(201);
  });

  it('refuses a tampered, expired or reused address', async () => {
    const bytes = fileBytes('image/png');
    const presigned = await callerOn(t.app, student).call(core.generatePresignedUrl, {
      body: { content_type: 'image/png' },
    });
    const tampered = presigned.url.replace('image%2Fpng', 'image%2Fjpeg');
    const put = (url: string, type = 'image/png') => putThroughApi(t, url, type, bytes);
    expect((await put(tampered, 'image/jpeg')).error?.code).toBe('invalid_signature');
    expect((await put(presigned.url)).status).toBe(201);
    const again = await put(presigned.url);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('already_uploaded');

    const later = await callerOn(t.app, student).call(core.generatePresignedUrl, {
      body: { content_type: 'image/png' },
    });
    t.clock.advance(core.PRESIGNED_URL_TTL_SECONDS * 1000 + 1000);
    const expired = await put(later.url);
    expect(expired.status).toBe(403);
    expect(expired.error?.code).toBe('expired_url');
    const download = await downloadThroughApi(t, presigned.url);
    expect(download.status).toBe(400);
  });

  it("never signs a download of another student's file, and staff cannot ask for addresses", async () => {
    const { key } = await uploadThroughApi(t, student, 'image/png');
    const foreign = await presign(otherStudent, { operation: 'download', key });
    expect(foreign.status).toBe(404);
    const pending = await callerOn(t.app, student).call(core.generatePresignedUrl, {
      body: { content_type: 'image/png' },
    });
    expect((await presign(student, { operation: 'download', key: pending.key })).status).toBe(404);
    const teacher = await t.signIn(w.teacher.email);
    expect((await presign(teacher, { content_type: 'image/png' })).status).toBe(403);
    const missingType = await callerOn(t.app, student).sendUnchecked(core.generatePresignedUrl, {
      body: {},
    });
    expect(missingType.error?.errors).toHaveProperty('content_type');
    const html = await callerOn(t.app, student).sendUnchecked(core.generatePresignedUrl, {
      body: { content_type: 'text/html' },
    });
    expect(html.status).toBe(400);
  });
});
