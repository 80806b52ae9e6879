import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { uploadErrorMessage } from './upload-errors';

describe('uploadErrorMessage', () => {
  it('explains a file refused by its content', () => {
    const error = new ApiError({ status: 415, detail: 'x', code: 'unsupported_file_type' });
    expect(uploadErrorMessage(error)).toMatch(/not really a photo or a PDF/);
  });

  it("gives the server's words for size and count refusals", () => {
    const tooBig = new ApiError({
      status: 413,
      detail: 'Files can be at most 10 MB.',
      code: 'file_too_large',
    });
    expect(uploadErrorMessage(tooBig)).toBe('Files can be at most 10 MB.');
    const tooMany = new ApiError({
      status: 400,
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      errors: { keys: ['Send at most 3 photos for this step.'] },
    });
    expect(uploadErrorMessage(tooMany)).toBe('Send at most 3 photos for this step.');
  });

  it('falls back to the general message', () => {
    expect(uploadErrorMessage(ApiError.network())).toMatch(/could not reach Kitlab/);
    expect(uploadErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
