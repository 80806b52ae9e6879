import { core } from '@kitlab/contract';
import type { FileStore } from './file-store.js';
import { detectFileType, FILE_TYPE_PROBE_BYTES } from './file-types.js';
import { storedFileMissing, unsupportedFile } from './upload-errors.js';

/**
 * Checks an upload's stored bytes before it becomes part of work: they are there, within the
 * size limit, and still of the type the upload was announced as. Looked at again because a store
 * other than the local one takes uploads without the API.
 */
export async function checkStoredUpload(
  files: FileStore,
  upload: { key: string; contentType: string },
): Promise<void> {
  const head = await files.head(upload.key, FILE_TYPE_PROBE_BYTES);
  if (head === null) throw storedFileMissing();
  if (head.size > core.MAX_UPLOAD_BYTES || detectFileType(head.start) !== upload.contentType) {
    throw unsupportedFile();
  }
}
