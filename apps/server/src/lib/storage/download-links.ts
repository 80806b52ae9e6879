import { core } from '@kitlab/contract';
import type { FileStore } from './file-store.js';

const WINDOW_MS = core.PRESIGNED_URL_TTL_SECONDS * 1000;

/**
 * When a download address made now stops working: the end of the next whole window, so it works
 * for at least one window and is the same address for every read within one (browsers can cache
 * the picture).
 */
export function downloadExpiry(now: Date): Date {
  return new Date((Math.floor(now.getTime() / WINDOW_MS) + 2) * WINDOW_MS);
}

export interface StoredFileRow {
  id: number;
  key: string;
  contentType: string;
  bytes: number | null;
}

/** An uploaded file as the wire shows it, with a signed download address. */
export async function linkToFile(store: FileStore, file: StoredFileRow, now: Date) {
  const expiresAt = downloadExpiry(now);
  return {
    file_id: file.id,
    key: file.key,
    content_type: file.contentType,
    bytes: file.bytes ?? 0,
    url: await store.presign({
      operation: 'download',
      key: file.key,
      contentType: file.contentType,
      expiresAt,
    }),
    expires_at: expiresAt.toISOString(),
  };
}
