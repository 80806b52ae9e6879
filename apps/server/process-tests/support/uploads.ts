import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { core } from '@kitlab/contract';
import type { Api } from './api.js';

export const PHOTO = readFileSync(
  resolve(import.meta.dirname, '../../../../e2e/fixtures/quest-photo.png'),
);

type Presigned = { key: string; url: string; method: string };

/** A student uploads the photo through a presigned address; answers its key. */
export async function uploadPhoto(api: Api, baseUrl: string, token: string): Promise<string> {
  const presigned = await api.expectOk<Presigned>('POST', core.generatePresignedUrl.path, {
    token,
    body: { operation: 'upload', content_type: 'image/png' },
  });
  const put = await fetch(sameServer(presigned.url, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: PHOTO,
  });
  if (put.status !== 201) throw new Error(`upload answered ${put.status}: ${await put.text()}`);
  return presigned.key;
}

/** The bytes of an uploaded file, downloaded by its student. */
export async function downloadUpload(api: Api, baseUrl: string, token: string, key: string) {
  const presigned = await api.expectOk<Presigned>('POST', core.generatePresignedUrl.path, {
    token,
    body: { operation: 'download', key },
  });
  const answer = await fetch(sameServer(presigned.url, baseUrl));
  if (!answer.ok) throw new Error(`download answered ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

/** A presigned address made absolute for this server, whatever public address it names. */
const sameServer = (url: string, baseUrl: string) => {
  const address = new URL(url, baseUrl);
  return new URL(`${address.pathname}${address.search}`, baseUrl);
};
