import { errorMessage, isApiError } from '../../../lib/api-error';

/**
 * Why an upload or its saving was refused, in words for the student: the server checks the
 * bytes (type by content, at most 10 MB) and how many files a step or worksheet takes.
 */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'unsupported_file_type') {
      return 'This file is not really a photo or a PDF, even if its name says so. Take the photo again, or save it as a JPEG or PDF.';
    }
    const fieldMessage = Object.values(error.errors).flat()[0];
    if (error.status === 400 && fieldMessage) return fieldMessage;
  }
  return errorMessage(error);
}
