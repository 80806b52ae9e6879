import { core } from '@kitlab/contract';
import { ApiError } from '../errors.js';

export const unsupportedFile = () =>
  new ApiError(
    415,
    'unsupported_file_type',
    'This file is not a JPEG, PNG or WebP photo or a PDF of the type it was announced as.',
  );

export const fileTooLarge = () =>
  new ApiError(
    413,
    'file_too_large',
    `Files can be at most ${core.MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
  );

/**
 * The database records the upload but the file store has no bytes for it: they were removed, or
 * this process writes to a store the process that took the upload does not share. 409: the
 * upload exists and the request is sound, the store's state disagrees; uploading again mends it.
 */
export const storedFileMissing = () =>
  new ApiError(
    409,
    'stored_file_missing',
    'The stored file of this upload is missing: the upload was recorded, but the file store does not have it. Upload the file again.',
  );
