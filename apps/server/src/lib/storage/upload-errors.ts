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
