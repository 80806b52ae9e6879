import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { core } from '@kitlab/contract';
import type { FileStore } from '../lib/storage/file-store.js';
import { callerOn } from './api-caller.js';
import { createTestApp, type TestApp } from './test-app.js';

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

/** The signed query of a presigned address, to call the upload or download with. */
export function presignedQueryOf(url: string) {
  const address = new URL(url, 'http://localhost');
  if (address.pathname !== `/api${core.uploadFile.path}`) {
    throw new Error(`not a presigned address: ${url}`);
  }
  return core.presignedQuery.parse(Object.fromEntries(address.searchParams));
}

/** PUTs bytes to a presigned upload address, as the browser does: no sign-in, the file's type. */
export function putThroughApi(t: TestApp, url: string, contentType: string, bytes: Uint8Array) {
  return callerOn(t.app).send(core.uploadFile, {
    query: presignedQueryOf(url),
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  });
}

/** GETs the bytes at a presigned download address. */
export function downloadThroughApi(t: TestApp, url: string) {
  return callerOn(t.app).send(core.downloadFile, { query: presignedQueryOf(url) });
}

/** Asks for an upload address and PUTs the bytes there; answers the key and the PUT's answer. */
export async function uploadThroughApi(
  t: TestApp,
  token: string,
  contentType: UploadType,
  bytes: Buffer = fileBytes(contentType),
) {
  const { key, url } = await callerOn(t.app, token).call(core.generatePresignedUrl, {
    body: { content_type: contentType },
  });
  const put = await putThroughApi(t, url, contentType, bytes);
  return { key, url, put };
}

/** A file store for erasures of students who uploaded nothing: no stored file is touched. */
export const noStoredFiles = { remove: async () => {} } as unknown as FileStore;
