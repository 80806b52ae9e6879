import { core } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Uploads one photo through a presigned address and answers its key, for a message. */
export async function uploadPhoto(file: Blob, type: PhotoType): Promise<string> {
  const presigned = await apiRequest(core.generatePresignedUrl, {
    body: { operation: 'upload', content_type: type },
  });
  const sent = await fetch(presigned.url, {
    method: 'PUT',
    headers: { 'Content-Type': type },
    body: file,
  }).catch(() => {
    throw ApiError.network();
  });
  if (!sent.ok) throw ApiError.fromResponse(sent.status, await sent.json().catch(() => undefined));
  return presigned.key;
}
