import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authHeader, createTestApp, type TestApp } from './test-app.js';

/** The first bytes of each kind of file students upload, padded to a given size. */
const MAGIC = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/webp': [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')],
  'application/pdf': [...Buffer.from('%PDF-1.7\n')],
} as const;

export type UploadType = keyof typeof MAGIC;

export function fileBytes(type: UploadType, size = 256): Buffer {
  const bytes = Buffer.alloc(Math.max(size, MAGIC[type].length), 0x20);
  Buffer.from(MAGIC[type]).copy(bytes);
  return bytes;
}

/** A test app whose DATA_DIR is a fresh folder, removed on close: uploads land on a real disk. */
export async function createTestAppWithData(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kitlab-uploads-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...env });
  return {
    t,
    dataDir,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks for an upload address and PUTs the bytes there; answers the key and the PUT's answer. */
export async function uploadThroughApi(
  t: TestApp,
  token: string,
  contentType: UploadType,
  bytes: Buffer = fileBytes(contentType),
) {
  const presigned = await t.app.inject({
    method: 'POST',
    url: '/api/v2/core/generate-presigned-url/',
    headers: authHeader(token),
    payload: { content_type: contentType },
  });
  if (presigned.statusCode !== 200) {
    throw new Error(`presign failed: ${presigned.statusCode} ${presigned.body}`);
  }
  const { key, url } = presigned.json() as { key: string; url: string };
  const put = await t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
  return { key, url, put };
}
